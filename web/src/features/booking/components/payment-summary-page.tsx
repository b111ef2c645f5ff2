import type { Booking, Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { useSession } from '@/lib/session/use-session';
import { useStayQuote, type StayDates } from '../hooks/use-stay-quote';
import { GuestForm } from './guest-form';
import { PriceCard } from './price-card';
import { RetryPayment } from './retry-payment';
import { StaySection } from './stay-section';
import styles from './booking.module.css';

/**
 * `/{lang}/payment-summary/{apartmentId}` (spec §2.2, issues 16, 17 and 31): dates, the server's
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
  requested,
  onBooked,
}: {
  language: Language;
  propertyId: string;
  retryNumber?: string | undefined;
  /** The dates chosen on the apartment page (`?checkIn=&checkOut=`), checked here as typed ones are. */
  requested: StayDates | null;
  onBooked: (booking: Booking) => void;
}) {
  const intl = useIntl();
  const { user } = useSession();
  const stay = useStayQuote(propertyId, language, requested);

  return (
    <div className={`container ${styles.page}`} data-testid="payment-summary">
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'booking.summary.title' })}</h1>
        <p className={styles.subtitle}>{intl.formatMessage({ id: 'booking.summary.subtitle' })}</p>
      </header>
      {retryNumber && user ? <RetryPayment language={language} number={retryNumber} /> : null}
      <div className={styles.columns}>
        <div className={styles.main}>
          <StaySection stay={stay} />
          {user ? (
            <GuestForm
              // A new guest (another login) starts from their own profile.
              key={user.id}
              user={user}
              language={language}
              propertyId={propertyId}
              stay={stay.bookable}
              onBooked={onBooked}
              onLostRace={() => {
                void stay.availability.refetch();
                void stay.quote.refetch();
              }}
            />
          ) : null}
        </div>
        <aside className={styles.aside} aria-label={intl.formatMessage({ id: 'booking.summary.price' })}>
          <PriceCard stay={stay} language={language} />
        </aside>
      </div>
    </div>
  );
}
