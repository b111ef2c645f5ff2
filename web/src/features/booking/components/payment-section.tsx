import { isOnlinePaymentMethod, type Language, type PaymentMethod } from '@stayvn/shared';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { SiteLink } from '@/components/ui/site-link';
import { useBookingText } from '../hooks/use-booking-text';
import type { GuestBooking } from '../hooks/use-guest-booking';
import { paymentMethodMessageIds } from '../messages';
import { PaymentMethodIcon } from './payment-parts';
import styles from './booking.module.css';

const methodHintIds = {
  bank_transfer: 'booking.payment.bank_transfer.hint',
  card: 'booking.payment.card.hint',
  vnpay: 'booking.payment.vnpay.hint',
} as const satisfies Record<PaymentMethod, string>;

/** Step 4 of the payment summary: the method, the terms and the button that books. */
export function PaymentSection({
  booking,
  language,
  canBook,
}: {
  booking: GuestBooking;
  language: Language;
  /** Whether the dates are free and priced. */
  canBook: boolean;
}) {
  const intl = useIntl();
  const text = useBookingText();
  const { form, offered, failure, setFailure, paying } = booking;
  const chosenMethod = form.values.paymentMethod;
  return (
    <section className={styles.card} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={styles.cardTitle}>
        <span className={styles.step}>4</span>
        {intl.formatMessage({ id: 'booking.payment.title' })}
      </h2>
      <RadioGroup
        className={styles.choices}
        value={chosenMethod}
        onChange={(value) => {
          setFailure(undefined);
          form.setValue('paymentMethod', value as PaymentMethod);
        }}
        aria-busy={booking.methodsPending || undefined}
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
          isDisabled={!form.canSubmit || !canBook}
          isPending={paying}
          data-testid="booking-submit"
        >
          {intl.formatMessage({
            id: booking.creating ? 'form.sending' : paying ? 'booking.payment.opening' : 'booking.submit',
          })}
        </Button>
      </div>
    </section>
  );
}
