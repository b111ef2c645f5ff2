import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { bookingErrorMessageId } from '../messages';
import styles from './booking.module.css';

/** "I have transferred": the tick and the button that hands the transfer to staff. */
export function TransferredSection({
  ticked,
  onTickedChange,
  canSubmit,
  isPending,
  error,
  onSubmit,
}: {
  ticked: boolean;
  onTickedChange: (ticked: boolean) => void;
  canSubmit: boolean;
  isPending: boolean;
  error: Error | null;
  onSubmit: () => void;
}) {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby="transferred-heading">
      <h2 id="transferred-heading" className={styles.cardTitle}>
        {intl.formatMessage({ id: 'booking.transfer.done.title' })}
      </h2>
      <Checkbox isSelected={ticked} onChange={onTickedChange} name="transferred">
        {intl.formatMessage({ id: 'booking.transfer.done.tick' })}
      </Checkbox>
      {error ? <Alert tone="error">{intl.formatMessage({ id: bookingErrorMessageId(error) })}</Alert> : null}
      <div className={styles.actions}>
        <Button isDisabled={!canSubmit} isPending={isPending} onPress={onSubmit} data-testid="transfer-done">
          {intl.formatMessage({ id: isPending ? 'form.sending' : 'booking.transfer.done.submit' })}
        </Button>
      </div>
    </section>
  );
}
