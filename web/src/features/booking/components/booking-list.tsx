import { isOnlinePaymentMethod, type Booking, type Language } from '@stayvn/shared';

type BookingGroup = Booking['group'];
import { useIntl } from 'react-intl';
import { buttonClassName } from '@/components/ui/button-class';
import { SiteLink } from '@/components/ui/site-link';
import { formatDate } from '@/lib/format-date';
import type { MessageId } from '@/i18n';
import { useBookings } from '../api/bookings-api';
import { useSession } from '@/lib/session/use-session';
import { QueryState } from './booking-gate';
import { PaymentMethodName, useRefundLine } from './payment-parts';
import { dualMoney } from './price-breakdown';
import { StatusBadge } from './status-badge';
import styles from './booking.module.css';

const groups: { group: BookingGroup; title: MessageId; empty: MessageId }[] = [
  { group: 'current', title: 'booking.list.current', empty: 'booking.list.current.empty' },
  { group: 'upcoming', title: 'booking.list.upcoming', empty: 'booking.list.upcoming.empty' },
  { group: 'previous', title: 'booking.list.previous', empty: 'booking.list.previous.empty' },
];

/** The guest's bookings grouped as current, upcoming and previous, each with the spec's empty text. */
export function BookingList({ language }: { language: Language }) {
  const intl = useIntl();
  const bookings = useBookings(language);
  return (
    <QueryState query={bookings} language={language} framed={false}>
      {(data) => {
        // The nearest stay first; previous stays the most recent first.
        const grouped = (group: BookingGroup) =>
          data.items
            .filter((booking) => booking.group === group)
            .sort((a, b) =>
              group === 'previous' ? b.checkIn.localeCompare(a.checkIn) : a.checkIn.localeCompare(b.checkIn),
            );
        return (
          <div className={styles.groups} data-testid="booking-list">
            {groups.map(({ group, title, empty }) => (
              <section
                key={group}
                className={styles.group}
                aria-labelledby={`bookings-${group}`}
                data-testid={`bookings-${group}`}
              >
                <h2 id={`bookings-${group}`} className={styles.groupTitle}>
                  {intl.formatMessage({ id: title })}
                </h2>
                {grouped(group).length === 0 ? (
                  <p className={styles.empty} data-testid={`bookings-${group}-empty`}>
                    {intl.formatMessage({ id: empty })}
                  </p>
                ) : (
                  <ul className={styles.list}>
                    {grouped(group).map((booking) => (
                      <BookingItem key={booking.number} booking={booking} language={language} />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        );
      }}
    </QueryState>
  );
}

function BookingItem({ booking, language }: { booking: Booking; language: Language }) {
  const intl = useIntl();
  const { currency } = useSession();
  const refund = useRefundLine()(booking);
  // A bank transfer waits on its transfer page; a card or VNPay booking is paid from its page.
  const toTransfer = booking.status === 'pending_payment' && !isOnlinePaymentMethod(booking.paymentMethod);
  return (
    <li className={styles.item} data-testid="booking-item" data-number={booking.number}>
      {booking.property.image ? (
        <img className={styles.itemImage} src={booking.property.image.url} alt="" loading="lazy" />
      ) : (
        <span className={styles.itemImage} aria-hidden="true" />
      )}
      <div className={styles.itemBody}>
        <StatusBadge status={booking.status} />
        <p className={styles.propertyName}>{booking.property.name}</p>
        <p className={styles.itemMeta}>
          {formatDate(booking.checkIn, language)} – {formatDate(booking.checkOut, language)} ·{' '}
          {intl.formatMessage({ id: 'booking.nights' }, { nights: booking.price.nights })} ·{' '}
          {dualMoney({ usd: booking.price.usd.total, vnd: booking.price.vnd.total }, currency)}
        </p>
        <p className={styles.itemMeta}>
          {intl.formatMessage(
            { id: 'booking.confirm.number' },
            { number: <span className={styles.number}>{booking.number}</span> },
          )}
        </p>
        <p className={styles.itemMeta}>
          <PaymentMethodName method={booking.paymentMethod} />
        </p>
        {refund ? (
          <p className={styles.itemMeta} data-testid="booking-refund">
            {refund}
          </p>
        ) : null}
      </div>
      <SiteLink
        language={language}
        path={toTransfer ? `bank-transfer/${booking.number}` : `booking-confirm/${booking.number}`}
        className={`${buttonClassName('secondary')} ${styles.itemAction}`}
        data-testid="booking-open"
      >
        {intl.formatMessage({
          id: booking.status === 'pending_payment' ? 'booking.confirm.pay' : 'booking.list.view',
        })}
      </SiteLink>
    </li>
  );
}

/** `/{lang}/list-booking`: the same list as a page of its own. */
export function BookingListPage({ language, title }: { language: Language; title: string }) {
  const intl = useIntl();
  return (
    <div className={`container ${styles.page}`} data-testid="list-booking">
      <header className={styles.receiptHead}>
        <div className={styles.pageHead}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{intl.formatMessage({ id: 'booking.list.subtitle' })}</p>
        </div>
        <SiteLink language={language} path="serviced-apartments" className={buttonClassName('secondary')}>
          {intl.formatMessage({ id: 'booking.list.browse' })}
        </SiteLink>
      </header>
      <BookingList language={language} />
    </div>
  );
}
