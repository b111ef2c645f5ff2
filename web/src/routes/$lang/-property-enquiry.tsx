import type { Language } from '@stayvn/shared';
import { useMemo, type ReactNode } from 'react';
import { CardContactContext, type PropertyContactRender } from '@/components/property-card/card-contact';
import { LazyEnquiryDialog } from '@/features/enquiries/components/lazy-enquiry';

/**
 * Long-term "Contact us" (spec §4): the enquiry modal about one property, from the detail page
 * and from the cards. ("-" files are not routes.)
 */
export function usePropertyEnquiry(language: Language): PropertyContactRender {
  return useMemo<PropertyContactRender>(
    () =>
      ({ isOpen, onClose, propertyId, propertyName }) => (
        <LazyEnquiryDialog
          kind="property"
          language={language}
          propertyIds={[propertyId]}
          propertyNames={[propertyName]}
          isOpen={isOpen}
          onClose={onClose}
        />
      ),
    [language],
  );
}

/** Gives the long-term apartment cards below their "Contact us". */
export function CardContactProvider({ language, children }: { language: Language; children: ReactNode }) {
  const render = usePropertyEnquiry(language);
  return <CardContactContext value={render}>{children}</CardContactContext>;
}
