import type { CurrencyCode, Language } from '@stayvn/shared';
import type { PaymentMethod } from './booking-rules';

/** The payment summary's form, flat (one value per field). */
export type BookingFormValues = {
  fullName: string;
  email: string;
  phoneNumber: string;
  bookingForSomeoneElse: boolean;
  specialRequirements: string;
  vatInvoice: boolean;
  companyName: string;
  companyAddress: string;
  taxCode: string;
  paymentMethod: PaymentMethod;
  acceptTerms: boolean;
};

/** `POST /v1/bookings`: what the guest chose; never a price (the service computes it). */
export type BookingInput = {
  propertyId: string;
  checkIn: string;
  checkOut: string;
  currency: CurrencyCode;
  language: Language;
  guest: { fullName: string; email: string; phoneNumber: string };
  bookingForSomeoneElse: boolean;
  specialRequirements?: string;
  vatInvoice?: { companyName: string; address: string; taxCode: string };
  paymentMethod: PaymentMethod;
  acceptTerms: true;
};

export function bookingInputFrom(
  values: BookingFormValues,
  stay: { propertyId: string; checkIn: string; checkOut: string; currency: CurrencyCode; language: Language },
): BookingInput {
  const specialRequirements = values.specialRequirements.trim();
  return {
    ...stay,
    guest: {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim(),
    },
    bookingForSomeoneElse: values.bookingForSomeoneElse,
    ...(specialRequirements ? { specialRequirements } : {}),
    ...(values.vatInvoice
      ? {
          vatInvoice: {
            companyName: values.companyName.trim(),
            address: values.companyAddress.trim(),
            taxCode: values.taxCode.trim(),
          },
        }
      : {}),
    paymentMethod: values.paymentMethod,
    acceptTerms: true,
  };
}

/** The service's field paths (`guest.fullName`, `vatInvoice.address`) as the form's fields. */
const formFieldByPath: Record<string, keyof BookingFormValues> = {
  'guest.fullName': 'fullName',
  'guest.email': 'email',
  'guest.phoneNumber': 'phoneNumber',
  'vatInvoice.companyName': 'companyName',
  'vatInvoice.address': 'companyAddress',
  'vatInvoice.taxCode': 'taxCode',
};

export function formFieldOf(path: string): string {
  return formFieldByPath[path] ?? path;
}
