import { formatMoney, type Booking, type Language } from '@stayvn/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useBankTransfer, useBooking, useMarkTransferred } from '../api/bookings-api';
import { useBookingSession } from '../booking-session';
import { bookingErrorMessageId } from '../messages';
import { QueryState } from './booking-gate';
import { PriceBreakdown, StaySummary } from './price-breakdown';
import { QrCode } from '@/components/ui/qr-code';
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
  const { currency } = useBookingSession();
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
            {transfer.data ? (
              <div className={styles.transfer}>
                <figure className={styles.qr}>
                  <QrCode
                    className={styles.qrImage}
                    payload={transfer.data.qrPayload}
                    label={intl.formatMessage({ id: 'booking.transfer.qr' })}
                  />
                  <figcaption>{intl.formatMessage({ id: 'booking.transfer.qrHint' })}</figcaption>
                </figure>
                <dl className={styles.details}>
                  <div>
                    <dt>{intl.formatMessage({ id: 'booking.transfer.amount' })}</dt>
                    <dd className={styles.amount} data-testid="transfer-amount">
                      {formatMoney({ amount: transfer.data.amountVnd, currency: 'VND' })}
                    </dd>
                  </div>
                  <div>
                    <dt>{intl.formatMessage({ id: 'booking.transfer.content' })}</dt>
                    <dd className={styles.copyable} data-testid="transfer-content">
                      {transfer.data.content}
                    </dd>
                  </div>
                  <div>
                    <dt>{intl.formatMessage({ id: 'booking.transfer.bank' })}</dt>
                    <dd data-testid="transfer-bank">{transfer.data.bankName}</dd>
                  </div>
                  <div>
                    <dt>{intl.formatMessage({ id: 'booking.transfer.account' })}</dt>
                    <dd className={styles.copyable} data-testid="transfer-account">
                      {transfer.data.accountNumber}
                    </dd>
                  </div>
                  <div>
                    <dt>{intl.formatMessage({ id: 'booking.transfer.accountName' })}</dt>
                    <dd>{transfer.data.accountName}</dd>
                  </div>
                </dl>
              </div>
            ) : transfer.error ? (
              <Alert
                tone="error"
                action={
                  <Button variant="secondary" onPress={() => void transfer.refetch()}>
                    {intl.formatMessage({ id: 'error.retry' })}
                  </Button>
                }
              >
                {intl.formatMessage({ id: bookingErrorMessageId(transfer.error) })}
              </Alert>
            ) : (
              <div className={styles.skeleton} aria-busy="true" />
            )}
            <Alert tone="info">{intl.formatMessage({ id: 'booking.transfer.warning' })}</Alert>
          </section>
          {open ? (
            <section className={styles.card} aria-labelledby="transferred-heading">
              <h2 id="transferred-heading" className={styles.cardTitle}>
                {intl.formatMessage({ id: 'booking.transfer.done.title' })}
              </h2>
              <Checkbox isSelected={ticked} onChange={setTicked} name="transferred">
                {intl.formatMessage({ id: 'booking.transfer.done.tick' })}
              </Checkbox>
              {marked.error ? (
                <Alert tone="error">{intl.formatMessage({ id: bookingErrorMessageId(marked.error) })}</Alert>
              ) : null}
              <div className={styles.actions}>
                <Button
                  isDisabled={!ticked || !transfer.data}
                  isPending={marked.isPending}
                  onPress={() => {
                    if (!marked.isPending) marked.mutate(undefined, { onSuccess: onTransferred });
                  }}
                  data-testid="transfer-done"
                >
                  {intl.formatMessage({
                    id: marked.isPending ? 'form.sending' : 'booking.transfer.done.submit',
                  })}
                </Button>
              </div>
            </section>
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
