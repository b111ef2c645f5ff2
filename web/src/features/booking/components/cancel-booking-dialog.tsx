import { cancelBookingSchema, type Booking, type CancellationReason, type Language } from '@stayvn/shared';
import { useState } from 'react';
import { Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useCancelBooking, useCancellationQuote } from '../api/bookings-api';
import { useSession } from '@/lib/session/use-session';
import { useBookingText } from '../hooks/use-booking-text';
import { bookingErrorMessageId } from '../messages';
import { CancelCostSection } from './cancel-cost-section';
import { CancelReasonFields } from './cancel-reason-fields';
import styles from './booking.module.css';

/**
 * Cancelling a booking: the reason, then what it costs now (the spec's 50% / 100% of the rent,
 * cut off at 14:00 Vietnam time two days before check-in, as the service computes it) and the
 * refund, before the guest confirms.
 */
export function CancelBookingDialog({
  language,
  booking,
  isOpen,
  onClose,
  onCancelled,
}: {
  language: Language;
  booking: Booking;
  isOpen: boolean;
  onClose: () => void;
  onCancelled: (booking: Booking) => void;
}) {
  const intl = useIntl();
  const text = useBookingText();
  const { currency } = useSession();
  const cost = useCancellationQuote(booking.number, isOpen);
  const cancel = useCancelBooking(booking.number);
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [note, setNote] = useState('');
  const [noteLeft, setNoteLeft] = useState(false);
  const input = cancelBookingSchema.safeParse({ reason, note });
  const noteError = input.success
    ? undefined
    : input.error.issues.find((issue) => issue.path[0] === 'note')?.message;

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'booking.cancel.keep' })}
      data-testid="cancel-dialog"
    >
      <div className={styles.main}>
        <Heading slot="title" className={styles.title}>
          {intl.formatMessage({ id: 'booking.cancel.title' })}
        </Heading>
        <p className={styles.subtitle}>
          {intl.formatMessage(
            { id: 'booking.cancel.subtitle' },
            { number: <span className={styles.number}>{booking.number}</span> },
          )}
        </p>
        <CancelReasonFields
          reason={reason}
          onReasonChange={setReason}
          note={note}
          onNoteChange={setNote}
          onNoteBlur={() => setNoteLeft(true)}
          noteError={noteLeft ? text.field(noteError) : undefined}
        />
        <CancelCostSection cost={cost} language={language} currency={currency} />
        {cancel.error ? (
          <Alert tone="error">{intl.formatMessage({ id: bookingErrorMessageId(cancel.error) })}</Alert>
        ) : null}
        <div className={styles.actions}>
          <Button
            isDisabled={!input.success || !cost.data?.cancellable}
            isPending={cancel.isPending}
            onPress={() => {
              if (!input.success || cancel.isPending) return;
              cancel.mutate(input.data, { onSuccess: onCancelled });
            }}
            data-testid="cancel-confirm"
          >
            {intl.formatMessage({ id: cancel.isPending ? 'form.sending' : 'booking.cancel.confirm' })}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage({ id: 'booking.cancel.keep' })}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
