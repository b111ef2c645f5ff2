import { formatMoney, type Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import { formatDate } from '@/lib/format-date';
import type { PriceBreakdown as Breakdown } from '../api/schemas';
import styles from './booking.module.css';

/** The server's price of a stay, line by line, with the total in USD and VND. */
export function PriceBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const intl = useIntl();
  const line = (
    id: MessageId,
    value: string,
    testId: string,
    values: Record<string, string | number> = {},
  ) => (
    <div className={styles.line}>
      <dt>{intl.formatMessage({ id }, values)}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <div className={styles.breakdown}>
      <dl className={styles.breakdown} data-testid="price-breakdown">
        {line('booking.price.rent', formatMoney(breakdown.rent), 'price-rent', {
          rate: formatMoney(breakdown.nightlyRate),
          nights: breakdown.nights,
        })}
        {breakdown.charges.amount > 0
          ? line('booking.price.charges', formatMoney(breakdown.charges), 'price-charges')
          : null}
        {line('booking.price.vat', formatMoney(breakdown.vat), 'price-vat', { rate: breakdown.vatRate })}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{intl.formatMessage({ id: 'booking.price.total' })}</dt>
          <dd data-testid="price-total">{formatMoney(breakdown.total)}</dd>
        </div>
        {breakdown.total.currency !== 'VND' ? (
          <div className={`${styles.line} ${styles.totalVnd}`}>
            <dt>{intl.formatMessage({ id: 'booking.price.totalVnd' })}</dt>
            <dd data-testid="price-total-vnd">{formatMoney(breakdown.totalVnd)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.rate}>
        {intl.formatMessage(
          { id: 'booking.price.rate' },
          { rate: intl.formatNumber(breakdown.exchangeRate, { maximumFractionDigits: 0 }) },
        )}
      </p>
    </div>
  );
}

/** The property and the two dates with the check-in and check-out times (Vietnam time). */
export function StaySummary({
  property,
  checkIn,
  checkOut,
  language,
}: {
  property: { name: string; imageUrl?: string | null; address?: string | null };
  checkIn: string;
  checkOut: string;
  language: Language;
}) {
  const intl = useIntl();
  return (
    <>
      <div className={styles.property}>
        {property.imageUrl ? (
          <img className={styles.propertyImage} src={property.imageUrl} alt="" loading="lazy" />
        ) : (
          <span className={styles.propertyImage} aria-hidden="true" />
        )}
        <div>
          <p className={styles.propertyName} data-testid="booking-property">
            {property.name}
          </p>
          {property.address ? <p className={styles.propertyAddress}>{property.address}</p> : null}
        </div>
      </div>
      <dl className={styles.stay}>
        <div>
          <dt>{intl.formatMessage({ id: 'booking.checkIn' })}</dt>
          <dd data-testid="stay-check-in">
            {formatDate(checkIn, language)}
            <span className={styles.stayTime}>{intl.formatMessage({ id: 'booking.checkInTime' })}</span>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'booking.checkOut' })}</dt>
          <dd data-testid="stay-check-out">
            {formatDate(checkOut, language)}
            <span className={styles.stayTime}>{intl.formatMessage({ id: 'booking.checkOutTime' })}</span>
          </dd>
        </div>
      </dl>
    </>
  );
}
