import {
  bookingLimits,
  cancelBookingSchema,
  cancellationReasons,
  type Booking,
  type CancellationReason,
  type Language,
} from '@stayvn/shared';
import { useState } from 'react';
import { Heading, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/format-date';
import { useCancelBooking, useCancellationQuote } from '../api/bookings-api';
import { useBookingSession } from '../booking-session';
import { useBookingText } from '../hooks/use-booking-text';
import { dualMoney } from './price-breakdown';
import { bookingErrorMessageId, reasonMessageIds } from '../messages';
import styles from './booking.module.css';

/**
 * Cancelling a booking: the reason, then what it costs now (the spec's 50% / 100% of the rent,
 * cut off at 14:00 Vietnam time two days before check-in, as the service computes it) and the
 * refund, before the guest confirms.
 */
/** The cut-off's calendar day in Vietnam (the instant is 14:00 there, 07:00 UTC). */
function cutOffDay(instant: string): string {
  return new Date(Date.parse(instant) + 7 * 3_600_000).toISOString().slice(0, 10);
}

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
  const { currency } = useBookingSession();
  const cost = useCancellationQuote(booking.number, isOpen);
  const cancel = useCancelBooking(booking.number);
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [note, setNote] = useState('');
  const [noteLeft, setNoteLeft] = useState(false);
  // A transfer the guest says they made that staff have not confirmed: not paid, not refunded.
  const unconfirmed = (cost.data?.unconfirmedTransfer.vnd ?? 0) > 0;
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
            onBlur={() => setNoteLeft(true)}
            error={noteLeft ? text.field(noteError) : undefined}
            maxLength={bookingLimits.cancellationNote}
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
                  <dd data-testid="cancel-paid">{dualMoney(cost.data.paid, currency)}</dd>
                </div>
                {unconfirmed ? (
                  <div className={styles.line}>
                    <dt>{intl.formatMessage({ id: 'booking.cancel.unconfirmedTransfer' })}</dt>
                    <dd data-testid="cancel-unconfirmed">
                      {dualMoney(cost.data.unconfirmedTransfer, currency)}
                    </dd>
                  </div>
                ) : null}
                <div className={styles.line}>
                  <dt>{intl.formatMessage({ id: 'booking.cancel.cost' }, { percent: cost.data.percent })}</dt>
                  <dd data-testid="cancel-cost-amount">{dualMoney(cost.data.cost, currency)}</dd>
                </div>
                <div className={`${styles.line} ${styles.total}`}>
                  <dt>{intl.formatMessage({ id: 'booking.cancel.refund' })}</dt>
                  <dd data-testid="cancel-refund">{dualMoney(cost.data.refund, currency)}</dd>
                </div>
              </dl>
              {unconfirmed ? (
                <Alert tone="info" data-testid="cancel-unconfirmed-note">
                  {intl.formatMessage({ id: 'booking.cancel.unconfirmedNote' })}
                </Alert>
              ) : (
                <>
                  <p className={styles.note}>
                    {intl.formatMessage(
                      { id: cost.data.percent >= 100 ? 'booking.cancel.full' : 'booking.cancel.half' },
                      { cutoff: formatDate(cutOffDay(cost.data.cutOff), language) },
                    )}
                  </p>
                  <p className={styles.note}>
                    {intl.formatMessage(
                      { id: 'booking.policy.refund' },
                      { days: cost.data.refundWorkingDays },
                    )}
                  </p>
                </>
              )}
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
