import {
  bookingErrorCodes,
  createBookingSchema,
  isOnlinePaymentMethod,
  type Booking,
  type Language,
  type PaymentMethod,
} from '@stayvn/shared';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { isHttpError } from '@/lib/http-error';
import { useCreateBooking, usePaymentMethods, useStartPayment } from '../api/bookings-api';
import { useResetOnReturn } from '../components/payment-parts';
import { bookingErrorMessageId } from '../messages';
import type { BookingFormValues } from '../utils/booking-form';

/** Who books: the signed-in guest's name and contact details fill the form. */
export type BookingUser = {
  id: string;
  fullName: string;
  email: string;
  phoneNumber?: string | null;
};

/** Bank transfer is always offered; card and VNPay when the service says they are on. */
const alwaysOffered: readonly PaymentMethod[] = ['bank_transfer'];

/**
 * The guest form's state and its sending: the booking with an Idempotency-Key per attempt, then,
 * for card or VNPay, the provider's page; `onBooked` for a bank transfer.
 */
export type GuestBookingProps = {
  user: BookingUser;
  language: Language;
  propertyId: string;
  /** The stay to book, once its dates are free and priced. */
  stay: { checkIn: string; checkOut: string } | null;
  onBooked: (booking: Booking) => void;
  onLostRace: () => void;
};

export function useGuestBooking({
  user,
  language,
  propertyId,
  stay,
  onBooked,
  onLostRace,
}: GuestBookingProps) {
  const intl = useIntl();
  const form = useSchemaForm<BookingFormValues>(createBookingSchema, {
    propertyId,
    checkIn: stay?.checkIn ?? '',
    checkOut: stay?.checkOut ?? '',
    language,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    forSomeoneElse: false,
    specialRequirements: '',
    vatInvoice: false,
    companyName: '',
    companyAddress: '',
    taxCode: '',
    paymentMethod: 'bank_transfer',
    acceptTerms: false,
  });
  const { setValue } = form;
  // The dates are chosen above the form; the form checks and sends them with the rest.
  useEffect(() => {
    setValue('checkIn', stay?.checkIn ?? '');
    setValue('checkOut', stay?.checkOut ?? '');
  }, [setValue, stay?.checkIn, stay?.checkOut]);
  const create = useCreateBooking();
  const startPayment = useStartPayment();
  useResetOnReturn(startPayment.reset);
  const methods = usePaymentMethods();
  const offered = methods.data?.methods ?? alwaysOffered;
  const chosenMethod = form.values.paymentMethod;
  // A method switched off since the page opened falls back to the transfer, always offered.
  useEffect(() => {
    if (!offered.includes(chosenMethod)) setValue('paymentMethod', 'bank_transfer');
  }, [offered, chosenMethod, setValue]);
  const [failure, setFailure] = useState<string>();
  // From the booking's creation until the browser has left for the provider's page.
  const paying = create.isPending || startPayment.isPending || startPayment.isSuccess;
  // One key per attempt: a double click or a resent request books once; any change is a new attempt.
  const attempt = useRef<{ key: string; values: BookingFormValues } | null>(null);

  /** Card or VNPay: a payment attempt for the new booking, then the provider's page. */
  const pay = (booking: Booking) =>
    startPayment.mutate(
      { number: booking.number, language },
      {
        onSuccess: (redirect) => window.location.assign(redirect.redirectUrl),
        // The booking holds its dates; sending the same form again pays that same booking.
        onError: (error) => setFailure(intl.formatMessage({ id: bookingErrorMessageId(error) })),
      },
    );

  const submit = () => {
    if (paying || !stay) return;
    const parsed = createBookingSchema.safeParse(form.values);
    if (!parsed.success) {
      for (const field of Object.keys(form.values) as (keyof BookingFormValues)[]) form.touch(field);
      return;
    }
    const previous = attempt.current;
    const key = previous && previous.values === form.values ? previous.key : crypto.randomUUID();
    attempt.current = { key, values: form.values };
    setFailure(undefined);
    create.mutate(
      { input: parsed.data, idempotencyKey: key },
      {
        onSuccess: (booking) =>
          isOnlinePaymentMethod(booking.paymentMethod) ? pay(booking) : onBooked(booking),
        onError: (error) => {
          if (
            isHttpError(error) &&
            (error.code === bookingErrorCodes.roomTaken || error.code === bookingErrorCodes.noRoomsAvailable)
          ) {
            onLostRace();
          }
          if (isHttpError(error) && error.details.length > 0) form.setServerErrors(error.details);
          setFailure(intl.formatMessage({ id: bookingErrorMessageId(error) }));
        },
      },
    );
  };

  return {
    form,
    offered,
    methodsPending: methods.isPending,
    failure,
    setFailure,
    paying,
    creating: create.isPending,
    submit,
  };
}

export type GuestBooking = ReturnType<typeof useGuestBooking>;
