import { formatMoney, type Language } from '@stayvn/shared';
import { useState } from 'react';
import { Heading, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/format-date';
import { useCancelBooking, useCancellationQuote } from '../api/bookings-api';
import type { Booking } from '../api/schemas';
import { bookingErrorMessageId, reasonMessageIds } from '../messages';
import { cancellationReasons, type CancellationReason } from '../utils/booking-rules';
import styles from './booking.module.css';

const noteMax = 500;

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
  const cost = useCancellationQuote(booking.number, isOpen);
  const cancel = useCancelBooking(booking.number);
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [note, setNote] = useState('');
  const noteNeeded = reason === 'other' && note.trim() === '';

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
        <RadioGroup
          className={styles.choices}
          value={reason}
          onChange={(value) => setReason(value as CancellationReason)}
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
            onChange={setNote}
            maxLength={noteMax}
            multiline
            isRequired
            data-testid="cancel-note"
          />
        ) : null}
        <section className={styles.nested} aria-live="polite" data-testid="cancel-cost">
          {cost.data ? (
            <>
              <dl className={styles.breakdown}>
                <div className={styles.line}>
                  <dt>{intl.formatMessage({ id: 'booking.cancel.paid' })}</dt>
                  <dd>{formatMoney(cost.data.paid)}</dd>
                </div>
                <div className={styles.line}>
                  <dt>{intl.formatMessage({ id: 'booking.cancel.cost' }, { percent: cost.data.percent })}</dt>
                  <dd data-testid="cancel-cost-amount">{formatMoney(cost.data.cost)}</dd>
                </div>
                <div className={`${styles.line} ${styles.total}`}>
                  <dt>{intl.formatMessage({ id: 'booking.cancel.refund' })}</dt>
                  <dd data-testid="cancel-refund">{formatMoney(cost.data.refund)}</dd>
                </div>
              </dl>
              <p className={styles.note}>
                {intl.formatMessage(
                  { id: cost.data.percent >= 100 ? 'booking.cancel.full' : 'booking.cancel.half' },
                  { cutoff: formatDate(cost.data.cutoff, language) },
                )}
              </p>
              <p className={styles.note}>{intl.formatMessage({ id: 'booking.policy.refund' })}</p>
            </>
          ) : cost.error ? (
            <Alert tone="error">{intl.formatMessage({ id: bookingErrorMessageId(cost.error) })}</Alert>
          ) : (
            <p className={styles.note}>{intl.formatMessage({ id: 'app.loading' })}</p>
          )}
        </section>
        {cancel.error ? (
          <Alert tone="error">{intl.formatMessage({ id: bookingErrorMessageId(cancel.error) })}</Alert>
        ) : null}
        <div className={styles.actions}>
          <Button
            isDisabled={reason === null || noteNeeded || !cost.data}
            isPending={cancel.isPending}
            onPress={() => {
              if (!reason || cancel.isPending) return;
              cancel.mutate(
                { reason, ...(note.trim() ? { note: note.trim() } : {}) },
                { onSuccess: (next) => onCancelled(next as Booking) },
              );
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
