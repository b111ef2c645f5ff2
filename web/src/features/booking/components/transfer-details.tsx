import { formatMoney } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QrCode } from '@/components/ui/qr-code';
import type { useBankTransfer } from '../api/bookings-api';
import { bookingErrorMessageId } from '../messages';
import styles from './booking.module.css';

/**
 * Where to send the money: the VietQR code any Vietnamese banking app scans, the amount in VND,
 * the transfer content and the account; an error with a retry, or a placeholder while it loads.
 */
export function TransferDetails({ transfer }: { transfer: ReturnType<typeof useBankTransfer> }) {
  const intl = useIntl();
  if (transfer.data) {
    return (
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
    );
  }
  if (transfer.error) {
    return (
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
    );
  }
  return <div className={styles.skeleton} aria-busy="true" />;
}
