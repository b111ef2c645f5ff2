import type { Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { StayQuote } from '../hooks/use-stay-quote';
import { bookingErrorMessageId } from '../messages';
import { PriceBreakdown, StaySummary } from './price-breakdown';
import styles from './booking.module.css';

/**
 * The payment summary's price card: the server's price of the dates, or why there is none.
 * Dates the service would refuse are never priced: the field says what is wrong with them and
 * the card asks for other dates (issue 31).
 */
export function PriceCard({ stay, language }: { stay: StayQuote; language: Language }) {
  const intl = useIntl();
  const { quote } = stay;
  const chooseOther = stay.dateError !== undefined || stay.taken;
  return (
    <section className={styles.card} data-testid="booking-summary-card">
      <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'booking.summary.price' })}</h2>
      {chooseOther ? (
        <p className={styles.note}>{intl.formatMessage({ id: 'booking.summary.chooseOther' })}</p>
      ) : quote.data ? (
        <>
          <StaySummary
            property={quote.data.property}
            checkIn={quote.data.checkIn}
            checkOut={quote.data.checkOut}
            language={language}
          />
          <PriceBreakdown price={quote.data.price} currency={quote.data.currency} language={language} />
        </>
      ) : quote.error ? (
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
      ) : (
        <div className={styles.skeleton} aria-busy="true" />
      )}
    </section>
  );
}
