import type { Booking, Language } from '@stayvn/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { useBankTransfer, useBooking, useMarkTransferred } from '../api/bookings-api';
import { useSession } from '@/lib/session/use-session';
import { QueryState } from './booking-gate';
import { PriceBreakdown, StaySummary } from './price-breakdown';
import { TransferDetails } from './transfer-details';
import { TransferredSection } from './transferred-section';
import styles from './booking.module.css';

/**
 * The bank transfer of a held booking: the account, the VietQR code any Vietnamese banking
 * app scans, the amount in VND and the transfer content; "I have transferred" hands it to
 * staff (received and awaiting confirmation).
 */
export function BankTransferPage({
  language,
  number,
  onTransferred,
}: {
  language: Language;
  number: string;
  onTransferred: (booking: Booking) => void;
}) {
  const booking = useBooking(number, language);
  return (
    <QueryState query={booking} language={language}>
      {(data) => <BankTransfer language={language} booking={data} onTransferred={onTransferred} />}
    </QueryState>
  );
}

function BankTransfer({
  language,
  booking,
  onTransferred,
}: {
  language: Language;
  booking: Booking;
  onTransferred: (booking: Booking) => void;
}) {
  const intl = useIntl();
  const { currency } = useSession();
  const transfer = useBankTransfer(booking.number);
  const marked = useMarkTransferred(booking.number);
  const [ticked, setTicked] = useState(false);
  const open = booking.status === 'pending_payment';

  return (
    <div className={`container ${styles.page}`} data-testid="bank-transfer">
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'booking.transfer.title' })}</h1>
        <p className={styles.subtitle}>
          {intl.formatMessage(
            { id: 'booking.transfer.subtitle' },
            { number: <span className={styles.number}>{booking.number}</span> },
          )}
        </p>
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          {!open ? (
            <Alert tone="info" data-testid="transfer-closed">
              {intl.formatMessage({ id: 'booking.transfer.closed' })}
            </Alert>
          ) : null}
          <section className={styles.card} aria-labelledby="transfer-heading">
            <h2 id="transfer-heading" className={styles.cardTitle}>
              {intl.formatMessage({ id: 'booking.transfer.details' })}
            </h2>
            <TransferDetails transfer={transfer} />
            <Alert tone="info">{intl.formatMessage({ id: 'booking.transfer.warning' })}</Alert>
          </section>
          {open ? (
            <TransferredSection
              ticked={ticked}
              onTickedChange={setTicked}
              canSubmit={ticked && Boolean(transfer.data)}
              isPending={marked.isPending}
              error={marked.error}
              onSubmit={() => {
                if (!marked.isPending) marked.mutate(undefined, { onSuccess: onTransferred });
              }}
            />
          ) : null}
        </div>
        <aside className={styles.aside}>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'booking.summary.price' })}</h2>
            <StaySummary
              property={booking.property}
              checkIn={booking.checkIn}
              checkOut={booking.checkOut}
              language={language}
            />
            <PriceBreakdown price={booking.price} currency={currency} language={language} />
          </section>
        </aside>
      </div>
    </div>
  );
}
