import { bookingLimits, cancellationReasons, type CancellationReason } from '@stayvn/shared';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/ui/text-field';
import { reasonMessageIds } from '../messages';
import styles from './booking.module.css';

/** Why the guest cancels: one of the reasons, and a note when the reason is "other". */
export function CancelReasonFields({
  reason,
  onReasonChange,
  note,
  onNoteChange,
  onNoteBlur,
  noteError,
}: {
  reason: CancellationReason | null;
  onReasonChange: (reason: CancellationReason) => void;
  note: string;
  onNoteChange: (note: string) => void;
  onNoteBlur: () => void;
  /** The note's translated error, once it is to be shown. */
  noteError: string | undefined;
}) {
  const intl = useIntl();
  return (
    <>
      <RadioGroup
        className={styles.choices}
        value={reason}
        onChange={(value) => onReasonChange(value as CancellationReason)}
        isRequired
        data-testid="cancel-reasons"
      >
        <Label className={styles.fieldLabel}>{intl.formatMessage({ id: 'booking.cancel.reason' })}</Label>
        {cancellationReasons.map((value) => (
          <Radio key={value} value={value} className={styles.choice} data-testid={`cancel-reason-${value}`}>
            <span className={styles.radioDot} aria-hidden="true" />
            {intl.formatMessage({ id: reasonMessageIds[value] })}
          </Radio>
        ))}
      </RadioGroup>
      {reason === 'other' ? (
        <TextField
          name="note"
          label={intl.formatMessage({ id: 'booking.cancel.note' })}
          value={note}
          onChange={onNoteChange}
          onBlur={onNoteBlur}
          error={noteError}
          maxLength={bookingLimits.cancellationNote}
          multiline
          isRequired
          data-testid="cancel-note"
        />
      ) : null}
    </>
  );
}
