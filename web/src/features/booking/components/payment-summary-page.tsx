import {
  addDays,
  bookingErrorCodes,
  bookingLimits,
  createBookingSchema,
  isOnlinePaymentMethod,
  limits,
  todayInVietnam,
  type Booking,
  type Language,
  type PaymentMethod,
} from '@stayvn/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Radio, RadioGroup, Label } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ClockIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { isHttpError } from '@/lib/http-error';
import {
  useAvailability,
  useCreateBooking,
  usePaymentMethods,
  useQuote,
  useStartPayment,
} from '../api/bookings-api';
import { useBookingSession, type BookingUser } from '../booking-session';
import { useBookingText } from '../hooks/use-booking-text';
import { bookingErrorMessageId, paymentMethodMessageIds } from '../messages';
import type { BookingFormValues } from '../utils/booking-form';
import { firstFreeStay, overlapsTaken } from '../utils/booking-rules';
import { PaymentMethodIcon, useResetOnReturn } from './payment-parts';
import { PriceBreakdown, StaySummary } from './price-breakdown';
import { RetryPayment } from './retry-payment';
import { StayDatesField } from './stay-dates-field';
import styles from './booking.module.css';

/** How far ahead the calendar shows taken nights. */
const horizonDays = 365;

/** Bank transfer is always offered; card and VNPay when the service says they are on. */
const alwaysOffered: readonly PaymentMethod[] = ['bank_transfer'];

const methodHintIds = {
  bank_transfer: 'booking.payment.bank_transfer.hint',
  card: 'booking.payment.card.hint',
  vnpay: 'booking.payment.vnpay.hint',
} as const satisfies Record<PaymentMethod, string>;

/**
 * `/{lang}/payment-summary/{apartmentId}` (spec §2.2, issues 16 and 17): dates, the server's
 * price, the guest's details, a VAT invoice, the payment method (bank transfer, card or VNPay,
 * as the service offers them) and the terms; sends the booking with an Idempotency-Key per
 * attempt and goes on to the payment: the bank transfer page (`onBooked`), or the card or VNPay
 * provider's page. `retryNumber` (`?booking=`, where Stripe's cancel address comes back) offers
 * to pay that held booking again.
 */
export function PaymentSummaryPage({
  language,
  propertyId,
  retryNumber,
  onBooked,
}: {
  language: Language;
  propertyId: string;
  retryNumber?: string | undefined;
  onBooked: (booking: Booking) => void;
}) {
  const intl = useIntl();
  const { user, currency } = useBookingSession();
  const today = todayInVietnam();
  const availability = useAvailability(propertyId, today, addDays(today, horizonDays));
  const takenNights = useMemo(() => new Set(availability.data?.unavailable ?? []), [availability.data]);
  const [chosen, setChosen] = useState<{ checkIn: string; checkOut: string } | null>(null);
  // Until the guest picks dates, the first free two nights (so the price shows at once).
  const stay = chosen ?? (availability.data ? firstFreeStay(takenNights, today, 2, horizonDays) : null);
  const quote = useQuote(
    { propertyId, checkIn: stay?.checkIn ?? null, checkOut: stay?.checkOut ?? null },
    currency,
    language,
  );
  const datesTaken =
    (stay !== null && overlapsTaken(takenNights, stay.checkIn, stay.checkOut)) ||
    (isHttpError(quote.error) && quote.error.code === bookingErrorCodes.noRoomsAvailable);

  return (
    <div className={`container ${styles.page}`} data-testid="payment-summary">
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'booking.summary.title' })}</h1>
        <p className={styles.subtitle}>{intl.formatMessage({ id: 'booking.summary.subtitle' })}</p>
      </header>
      {retryNumber && user ? <RetryPayment language={language} number={retryNumber} /> : null}
      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="stay-heading">
            <h2 id="stay-heading" className={styles.cardTitle}>
              <span className={styles.step}>1</span>
              {intl.formatMessage({ id: 'booking.summary.stay' })}
            </h2>
            <StayDatesField
              checkIn={stay?.checkIn ?? null}
              checkOut={stay?.checkOut ?? null}
              today={today}
              takenNights={takenNights}
              error={datesTaken ? intl.formatMessage({ id: 'booking.error.noRooms' }) : undefined}
              onChange={(checkIn, checkOut) => setChosen({ checkIn, checkOut })}
            />
            <p className={styles.times}>
              <span>
                <ClockIcon size={16} />
                {intl.formatMessage({ id: 'booking.checkInTime' })}
              </span>
              <span>
                <ClockIcon size={16} />
                {intl.formatMessage({ id: 'booking.checkOutTime' })}
              </span>
            </p>
            {availability.data && !stay ? (
              <Alert tone="info">{intl.formatMessage({ id: 'booking.error.noRooms' })}</Alert>
            ) : null}
          </section>
          {user ? (
            <GuestForm
              // A new guest (another login) starts from their own profile.
              key={user.id}
              user={user}
              language={language}
              propertyId={propertyId}
              stay={stay && !datesTaken && quote.data ? stay : null}
              onBooked={onBooked}
              onLostRace={() => {
                void availability.refetch();
                void quote.refetch();
              }}
            />
          ) : null}
        </div>
        <aside className={styles.aside} aria-label={intl.formatMessage({ id: 'booking.summary.price' })}>
          <section className={styles.card} data-testid="booking-summary-card">
            <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'booking.summary.price' })}</h2>
            {quote.data ? (
              <>
                <StaySummary
                  property={quote.data.property}
                  checkIn={quote.data.checkIn}
                  checkOut={quote.data.checkOut}
                  language={language}
                />
                <PriceBreakdown price={quote.data.price} currency={quote.data.currency} />
              </>
            ) : quote.error && !datesTaken ? (
              <Alert
                tone="error"
                data-testid="quote-error"
                action={
                  <Button variant="secondary" onPress={() => void quote.refetch()}>
                    {intl.formatMessage({ id: 'error.retry' })}
                  </Button>
                }
              >
                {intl.formatMessage({ id: bookingErrorMessageId(quote.error) })}
              </Alert>
            ) : datesTaken ? (
              <p className={styles.note}>{intl.formatMessage({ id: 'booking.summary.chooseOther' })}</p>
            ) : (
              <div className={styles.skeleton} aria-busy="true" />
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}

function GuestForm({
  user,
  language,
  propertyId,
  stay,
  onBooked,
  onLostRace,
}: {
  user: BookingUser;
  language: Language;
  propertyId: string;
  /** The stay to book, once its dates are free and priced. */
  stay: { checkIn: string; checkOut: string } | null;
  onBooked: (booking: Booking) => void;
  onLostRace: () => void;
}) {
  const intl = useIntl();
  const text = useBookingText();
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

  const textField = <
    K extends
      | 'fullName'
      | 'email'
      | 'phoneNumber'
      | 'specialRequirements'
      | 'companyName'
      | 'companyAddress'
      | 'taxCode',
  >(
    name: K,
  ) => ({
    ...form.field(name),
    onChange: (value: string) => {
      setFailure(undefined);
      form.setValue(name, value);
    },
    error: text.field(form.errors[name]),
    'data-testid': `guest-${name}`,
  });

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

  return (
    <Form
      className={styles.main}
      data-testid="guest-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className={styles.card} aria-labelledby="guest-heading">
        <h2 id="guest-heading" className={styles.cardTitle}>
          <span className={styles.step}>2</span>
          {intl.formatMessage({ id: 'booking.guest.title' })}
        </h2>
        <TextField
          {...textField('fullName')}
          label={intl.formatMessage({ id: 'booking.guest.fullName' })}
          description={intl.formatMessage({ id: 'booking.guest.fullName.hint' })}
          autoComplete="name"
          maxLength={bookingLimits.fullName}
          isRequired
        />
        <div className={styles.pair}>
          <TextField
            {...textField('email')}
            label={intl.formatMessage({ id: 'booking.guest.email' })}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={limits.email}
            isRequired
          />
          <TextField
            {...textField('phoneNumber')}
            label={intl.formatMessage({ id: 'booking.guest.phone' })}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={limits.phoneMax}
            isRequired
          />
        </div>
        <Checkbox
          isSelected={form.values.forSomeoneElse}
          onChange={(selected) => form.setValue('forSomeoneElse', selected)}
          name="forSomeoneElse"
        >
          {intl.formatMessage({ id: 'booking.guest.someoneElse' })}
        </Checkbox>
        <TextField
          {...textField('specialRequirements')}
          label={intl.formatMessage({ id: 'booking.guest.requirements' })}
          optionalLabel={intl.formatMessage({ id: 'booking.optional' })}
          description={intl.formatMessage({ id: 'booking.guest.requirements.hint' })}
          maxLength={bookingLimits.specialRequirements}
          multiline
        />
      </section>

      <section className={styles.card} aria-labelledby="invoice-heading">
        <h2 id="invoice-heading" className={styles.cardTitle}>
          <span className={styles.step}>3</span>
          {intl.formatMessage({ id: 'booking.invoice.title' })}
        </h2>
        <Checkbox
          isSelected={form.values.vatInvoice}
          onChange={(selected) => form.setValue('vatInvoice', selected)}
          name="vatInvoice"
        >
          {intl.formatMessage({ id: 'booking.invoice.want' })}
        </Checkbox>
        {form.values.vatInvoice ? (
          <div className={styles.nested} data-testid="vat-invoice">
            <TextField
              {...textField('companyName')}
              label={intl.formatMessage({ id: 'booking.invoice.company' })}
              autoComplete="organization"
              maxLength={bookingLimits.companyName}
              isRequired
            />
            <TextField
              {...textField('companyAddress')}
              label={intl.formatMessage({ id: 'booking.invoice.address' })}
              autoComplete="street-address"
              maxLength={bookingLimits.companyAddress}
              isRequired
            />
            <TextField
              {...textField('taxCode')}
              label={intl.formatMessage({ id: 'booking.invoice.taxCode' })}
              description={intl.formatMessage({ id: 'booking.invoice.taxCode.hint' })}
              inputMode="text"
              maxLength={14}
              isRequired
            />
          </div>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="payment-heading">
        <h2 id="payment-heading" className={styles.cardTitle}>
          <span className={styles.step}>4</span>
          {intl.formatMessage({ id: 'booking.payment.title' })}
        </h2>
        <RadioGroup
          className={styles.choices}
          value={form.values.paymentMethod}
          onChange={(value) => {
            setFailure(undefined);
            form.setValue('paymentMethod', value as PaymentMethod);
          }}
          aria-busy={methods.isPending || undefined}
          data-testid="payment-methods"
        >
          <Label className="visually-hidden">{intl.formatMessage({ id: 'booking.payment.methods' })}</Label>
          {offered.map((method) => (
            <Radio
              key={method}
              value={method}
              className={styles.choice}
              data-testid={`payment-${method}`}
              aria-describedby={`payment-${method}-hint`}
            >
              <span className={styles.radioDot} aria-hidden="true" />
              <span className={styles.choiceIcon} aria-hidden="true">
                <PaymentMethodIcon method={method} size={22} />
              </span>
              <span className={styles.choiceText}>
                {intl.formatMessage({ id: paymentMethodMessageIds[method] })}
                <span className={styles.choiceHint} id={`payment-${method}-hint`}>
                  {intl.formatMessage({ id: methodHintIds[method] })}
                </span>
              </span>
            </Radio>
          ))}
        </RadioGroup>
        <p className={styles.note}>
          {intl.formatMessage({ id: 'booking.payment.prepaid' })}
          {isOnlinePaymentMethod(chosenMethod)
            ? ` ${intl.formatMessage({ id: 'booking.payment.redirect' })}`
            : null}
        </p>
        <div>
          <Checkbox
            isSelected={form.values.acceptTerms}
            onChange={(selected) => {
              form.setValue('acceptTerms', selected);
              form.touch('acceptTerms');
            }}
            name="acceptTerms"
          >
            {intl.formatMessage({ id: 'booking.terms.agree' })}
          </Checkbox>
          {form.errors.acceptTerms ? (
            <p className={styles.fieldError} data-testid="terms-error">
              {text.field(form.errors.acceptTerms)}
            </p>
          ) : null}
        </div>
        <p className={styles.links}>
          <SiteLink language={language} path="policy/terms-of-service" target="_blank" rel="noopener">
            {intl.formatMessage({ id: 'booking.terms.link' })}
          </SiteLink>
          <SiteLink language={language} path="policy/cancellation-policy" target="_blank" rel="noopener">
            {intl.formatMessage({ id: 'booking.terms.cancellationLink' })}
          </SiteLink>
        </p>
        {failure ? (
          <Alert tone="error" data-testid="booking-failure">
            {failure}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="submit"
            isDisabled={!form.canSubmit || !stay}
            isPending={paying}
            data-testid="booking-submit"
          >
            {intl.formatMessage({
              id: create.isPending ? 'form.sending' : paying ? 'booking.payment.opening' : 'booking.submit',
            })}
          </Button>
        </div>
      </section>
    </Form>
  );
}
