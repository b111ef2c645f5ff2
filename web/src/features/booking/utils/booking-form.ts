import type { Language, PaymentMethod } from '@stayvn/shared';

/**
 * The payment summary's form: the fields of the shared `createBookingSchema`, flat, so the
 * form checks with that schema and the service's field errors land on the same names.
 */
export type BookingFormValues = {
  propertyId: string;
  checkIn: string;
  checkOut: string;
  language: Language;
  fullName: string;
  email: string;
  phoneNumber: string;
  forSomeoneElse: boolean;
  specialRequirements: string;
  vatInvoice: boolean;
  companyName: string;
  companyAddress: string;
  taxCode: string;
  paymentMethod: PaymentMethod;
  acceptTerms: boolean;
};
