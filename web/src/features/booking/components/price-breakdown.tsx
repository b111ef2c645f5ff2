import {
  formatMoney,
  formatNumber,
  type BookingProperty,
  type CurrencyCode,
  type DualAmount,
  type Language,
  type PriceBreakdownPayload,
} from '@stayvn/shared';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import { formatDate } from '@/lib/format-date';
import { rentLines, rentLineText } from '../utils/rate-lines';
import styles from './booking.module.css';

/** An amount the service gives in both currencies, in the one the guest chose. */
export function dualMoney(amount: DualAmount, currency: CurrencyCode): string {
  return formatMoney({ amount: currency === 'USD' ? amount.usd : amount.vnd, currency });
}

/** The server's price of a stay, line by line, with the total in the chosen currency and in VND. */
export function PriceBreakdown({
  price,
  currency,
  language,
}: {
  price: PriceBreakdownPayload;
  currency: CurrencyCode;
  language: Language;
}) {
  const intl = useIntl();
  const lines = currency === 'USD' ? price.usd : price.vnd;
  const money = (amount: number) => formatMoney({ amount, currency });
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
      {price.isOffer ? (
        <p className={styles.offer}>{intl.formatMessage({ id: 'booking.price.offer' })}</p>
      ) : null}
      <dl className={styles.breakdown} data-testid="price-breakdown">
        {rentLines(price, currency, language).map((rent, index) => (
          <div className={styles.line} key={index}>
            <dt>{rentLineText(intl, rent, money)}</dt>
            <dd data-testid={index === 0 ? 'price-rent' : `price-rent-${index + 1}`}>{money(rent.amount)}</dd>
          </div>
        ))}
        {lines.charges > 0
          ? line('booking.price.charges', money(lines.charges), 'price-charges', {
              rate: formatNumber(price.serviceChargeRate, 2),
            })
          : null}
        {line('booking.price.vat', money(lines.vat), 'price-vat', { rate: formatNumber(price.vatRate, 2) })}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{intl.formatMessage({ id: 'booking.price.total' })}</dt>
          <dd data-testid="price-total">{money(lines.total)}</dd>
        </div>
        {currency !== 'VND' ? (
          <div className={`${styles.line} ${styles.totalVnd}`}>
            <dt>{intl.formatMessage({ id: 'booking.price.totalVnd' })}</dt>
            <dd data-testid="price-total-vnd">{formatMoney({ amount: price.vnd.total, currency: 'VND' })}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.rate} data-testid="price-rate">
        {intl.formatMessage(
          { id: 'booking.price.rate' },
          // Grouped as the amounts above are, in every language (issue 31).
          { rate: formatNumber(price.exchangeRate) },
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
  property: BookingProperty;
  checkIn: string;
  checkOut: string;
  language: Language;
}) {
  const intl = useIntl();
  return (
    <>
      <div className={styles.property}>
        {property.image ? (
          <img
            className={styles.propertyImage}
            src={property.image.url}
            alt={property.image.alt ?? ''}
            loading="lazy"
          />
        ) : (
          <span className={styles.propertyImage} aria-hidden="true" />
        )}
        <div>
          <p className={styles.propertyName} data-testid="booking-property">
            {property.name}
          </p>
          {property.address || property.district ? (
            <p className={styles.propertyAddress}>{property.address ?? property.district}</p>
          ) : null}
        </div>
      </div>
      <dl className={styles.stay}>
        <div>
          <dt>{intl.formatMessage({ id: 'booking.checkIn' })}</dt>
          <dd data-testid="stay-check-in">
            {formatDate(checkIn, language)}
            <span className={styles.stayTime}>{intl.formatMessage({ id: 'booking.checkInTime.short' })}</span>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'booking.checkOut' })}</dt>
          <dd data-testid="stay-check-out">
            {formatDate(checkOut, language)}
            <span className={styles.stayTime}>
              {intl.formatMessage({ id: 'booking.checkOutTime.short' })}
            </span>
          </dd>
        </div>
      </dl>
    </>
  );
}
