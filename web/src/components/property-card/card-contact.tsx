import { createContext, type ReactNode } from 'react';

/**
 * The enquiry modal about one property, for a long-term apartment card's "Contact us" (spec
 * §2.10). The card is shared UI and knows no feature: the routes that show cards supply the
 * modal (the enquiries feature's, loaded when it first opens). Without a provider, no button.
 */
export type PropertyContactRender = (props: {
  isOpen: boolean;
  onClose: () => void;
  propertyId: string;
  propertyName: string;
}) => ReactNode;

export const CardContactContext = createContext<PropertyContactRender | null>(null);
