import type { CurrencyCode, Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { formatDate } from '@/lib/format-date';
import type { useCancellationQuote } from '../api/bookings-api';
import { bookingErrorMessageId } from '../messages';
import { dualMoney } from './price-breakdown';
import styles from './booking.module.css';

/** The cut-off's calendar day in Vietnam (the instant is 14:00 there, 07:00 UTC). */
function cutOffDay(instant: string): string {
  return new Date(Date.parse(instant) + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * What cancelling costs now, as the service computes it: what was paid, the cost (50% or 100%
 * of the rent, by the cut-off) and the refund, with the policy's notes; an error or "loading"
 * until the quote arrives.
 */
export function CancelCostSection({
  cost,
  language,
  currency,
}: {
  cost: ReturnType<typeof useCancellationQuote>;
  language: Language;
  currency: CurrencyCode;
}) {
  const intl = useIntl();
  // A transfer the guest says they made that staff have not confirmed: not paid, not refunded.
  const unconfirmed = (cost.data?.unconfirmedTransfer.vnd ?? 0) > 0;
  return (
    <section className={styles.nested} aria-live="polite" data-testid="cancel-cost">
      {cost.data ? (
        <>
          <dl className={styles.breakdown}>
            <div className={styles.line}>
              <dt>{intl.formatMessage({ id: 'booking.cancel.paid' })}</dt>
              <dd data-testid="cancel-paid">{dualMoney(cost.data.paid, currency)}</dd>
            </div>
            {unconfirmed ? (
              <div className={styles.line}>
                <dt>{intl.formatMessage({ id: 'booking.cancel.unconfirmedTransfer' })}</dt>
                <dd data-testid="cancel-unconfirmed">{dualMoney(cost.data.unconfirmedTransfer, currency)}</dd>
              </div>
            ) : null}
            <div className={styles.line}>
              <dt>{intl.formatMessage({ id: 'booking.cancel.cost' }, { percent: cost.data.percent })}</dt>
              <dd data-testid="cancel-cost-amount">{dualMoney(cost.data.cost, currency)}</dd>
            </div>
            <div className={`${styles.line} ${styles.total}`}>
              <dt>{intl.formatMessage({ id: 'booking.cancel.refund' })}</dt>
              <dd data-testid="cancel-refund">{dualMoney(cost.data.refund, currency)}</dd>
            </div>
          </dl>
          {unconfirmed ? (
            <Alert tone="info" data-testid="cancel-unconfirmed-note">
              {intl.formatMessage({ id: 'booking.cancel.unconfirmedNote' })}
            </Alert>
          ) : (
            <>
              <p className={styles.note}>
                {intl.formatMessage(
                  { id: cost.data.percent >= 100 ? 'booking.cancel.full' : 'booking.cancel.half' },
                  { cutoff: formatDate(cutOffDay(cost.data.cutOff), language) },
                )}
              </p>
              <p className={styles.note}>
                {intl.formatMessage({ id: 'booking.policy.refund' }, { days: cost.data.refundWorkingDays })}
              </p>
            </>
          )}
        </>
      ) : cost.error ? (
        <Alert tone="error">{intl.formatMessage({ id: bookingErrorMessageId(cost.error) })}</Alert>
      ) : (
        <p className={styles.note}>{intl.formatMessage({ id: 'app.loading' })}</p>
      )}
    </section>
  );
}
