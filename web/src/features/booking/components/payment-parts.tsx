import {
  isOnlinePaymentMethod,
  onlinePaymentProviders,
  type Booking,
  type Language,
  type PaymentMethod,
} from '@stayvn/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BankIcon, CreditCardIcon, QrIcon, type IconProps } from '@/components/ui/icons';
import type { MessageId } from '@/i18n';
import { useStartPayment } from '../api/bookings-api';
import { useSession } from '@/lib/session/use-session';
import { bookingErrorMessageId, paymentMethodMessageIds } from '../messages';
import { dualMoney } from './price-breakdown';
import styles from './booking.module.css';

const methodIcons: Record<PaymentMethod, (props: IconProps) => React.JSX.Element> = {
  bank_transfer: BankIcon,
  card: CreditCardIcon,
  vnpay: QrIcon,
};

export function PaymentMethodIcon({ method, ...props }: IconProps & { method: PaymentMethod }) {
  const Icon = methodIcons[method];
  return <Icon {...props} />;
}

/** A payment method with its icon, as a booking shows it. */
export function PaymentMethodName({ method }: { method: PaymentMethod }) {
  const intl = useIntl();
  return (
    <span className={styles.methodName} data-testid="payment-method">
      <PaymentMethodIcon method={method} size={18} />
      {intl.formatMessage({ id: paymentMethodMessageIds[method] })}
    </span>
  );
}

/** An instant as the guest reads it: day, month and time in their own time zone. */
export function useHoldTime() {
  const intl = useIntl();
  return (instant: string | null) =>
    instant === null
      ? ''
      : intl.formatDate(instant, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
}

/**
 * A page the browser restores from its back-forward cache, after the guest went to the provider's
 * page and came back with the Back button, would still say it is leaving: `reset` it then.
 */
export function useResetOnReturn(reset: () => void) {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
}

/**
 * Starts a new card or VNPay payment attempt for a held booking and sends the guest to the
 * provider's page (or its local stand-in); a failure to open it is said in place.
 */
export function PayNowButton({
  booking,
  language,
  label,
  variant = 'primary',
}: {
  booking: Pick<Booking, 'number' | 'paymentMethod'>;
  language: Language;
  /** The button's text; by default "Pay by card" or "Pay with VNPay". */
  label?: MessageId;
  variant?: 'primary' | 'secondary';
}) {
  const intl = useIntl();
  const start = useStartPayment();
  useResetOnReturn(start.reset);
  // Pending until the browser has left for the provider's page.
  const leaving = start.isPending || start.isSuccess;
  const text =
    label ?? (booking.paymentMethod === 'vnpay' ? 'booking.payment.payVnpay' : 'booking.payment.payCard');
  return (
    <>
      <Button
        variant={variant}
        isPending={leaving}
        data-testid="pay-now"
        onPress={() =>
          start.mutate(
            { number: booking.number, language },
            { onSuccess: (redirect) => window.location.assign(redirect.redirectUrl) },
          )
        }
      >
        <PaymentMethodIcon method={booking.paymentMethod} size={18} />
        {intl.formatMessage({ id: leaving ? 'booking.payment.opening' : text })}
      </Button>
      {start.error ? (
        <Alert tone="error" data-testid="pay-now-error">
          {intl.formatMessage({ id: bookingErrorMessageId(start.error) })}
        </Alert>
      ) : null}
    </>
  );
}

const refundStatusIds = {
  none: 'booking.refund.status.none',
  pending: 'booking.refund.status.pending',
  refunded: 'booking.refund.status.refunded',
} as const satisfies Record<NonNullable<Booking['cancellation']>['refundStatus'], MessageId>;

/** Where a cancelled booking's refund goes: back through the provider that took the payment. */
function refundProviderId(method: PaymentMethod): MessageId {
  return isOnlinePaymentMethod(method)
    ? `booking.refund.provider.${onlinePaymentProviders[method]}`
    : 'booking.refund.provider.bank_transfer';
}

/**
 * A cancelled booking's refund: the amount, where it goes (the provider that took the payment),
 * its status and the spec's "up to 15 working days". Nothing when nothing was paid.
 */
export function RefundDetails({ booking, showAmount = true }: { booking: Booking; showAmount?: boolean }) {
  const intl = useIntl();
  const { currency } = useSession();
  const { cancellation } = booking;
  if (!cancellation || cancellation.refundStatus === 'none') return null;
  return (
    <div className={styles.refund} data-testid="refund">
      <dl className={`${styles.details} ${styles.pair}`}>
        {showAmount ? (
          <div>
            <dt>{intl.formatMessage({ id: 'booking.cancel.refund' })}</dt>
            <dd className={styles.amount} data-testid="refund-amount">
              {dualMoney(cancellation.refund, currency)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage({ id: 'booking.refund.status' })}</dt>
          <dd>
            <span
              className={styles.refundStatus}
              data-status={cancellation.refundStatus}
              data-testid="refund-status"
            >
              {intl.formatMessage({ id: refundStatusIds[cancellation.refundStatus] })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'booking.refund.via' })}</dt>
          <dd data-testid="refund-provider">
            <span className={styles.methodName}>
              <PaymentMethodIcon method={booking.paymentMethod} size={18} />
              {intl.formatMessage({ id: refundProviderId(booking.paymentMethod) })}
            </span>
          </dd>
        </div>
      </dl>
      <p className={styles.note} data-testid="refund-days">
        {intl.formatMessage({ id: 'booking.policy.refund' }, { days: cancellation.refundWorkingDays })}
      </p>
    </div>
  );
}

/** One line for lists: "Refund 1.500.000 ₫: Being processed". */
export function useRefundLine() {
  const intl = useIntl();
  const { currency } = useSession();
  return (booking: Booking) => {
    const { cancellation } = booking;
    if (!cancellation || cancellation.refundStatus === 'none') return null;
    return intl.formatMessage(
      { id: 'booking.list.refund' },
      {
        amount: dualMoney(cancellation.refund, currency),
        status: intl.formatMessage({ id: refundStatusIds[cancellation.refundStatus] }),
      },
    );
  };
}
