import type { Database } from '../db/connect.js';
import type { BookingRow } from '../db/schema/index.js';
import type { MailJob } from '../outbox/outbox-service.js';
import { cancellationMail, confirmationMail, staffEndedMail } from './booking-mail.js';

/**
 * What a change of a booking's status causes besides the change: the mails of its guest and the
 * refund of what they paid. Each runs in the transaction of the change, so both are written (to
 * the outbox, to the refund queue) or neither is; workers send them once it commits.
 */
export type BookingSideEffect = (booking: BookingRow, tx: Database) => Promise<void>;

export interface MailEffectDependencies {
  webUrl: string;
  /** The outbox: a mail stored in the caller's transaction. */
  enqueueMail: (job: MailJob, tx: Database) => Promise<unknown>;
}

export interface RefundEffectDependencies extends MailEffectDependencies {
  /** Queues the refund due through the provider that took the money (a transfer stays staff's task). */
  refunds: { refundOnCancellation: BookingSideEffect };
  /** The reason of the booking's last event (staff's, given with a rejection or no-show). */
  lastReason: (bookingId: string, tx: Database) => Promise<string | null>;
}

/** A confirmation (payment or staff): the confirmation mail. */
export function confirmationEffects({ webUrl, enqueueMail }: MailEffectDependencies) {
  return {
    confirmed: (async (booking, tx) => {
      await enqueueMail(confirmationMail(booking, webUrl), tx);
    }) satisfies BookingSideEffect,
  };
}

/** A booking that ends with money to give back: the refund due, then the guest's mail. */
export function endingEffects({ webUrl, enqueueMail, refunds, lastReason }: RefundEffectDependencies) {
  return {
    /** The guest cancelled. */
    cancelled: (async (booking, tx) => {
      await refunds.refundOnCancellation(booking, tx);
      const mail = cancellationMail(booking, webUrl);
      if (mail) await enqueueMail(mail, tx);
    }) satisfies BookingSideEffect,
    /** Staff rejected the booking or marked a no-show: the mail gives their reason. */
    staffEnded: (async (booking, tx) => {
      await refunds.refundOnCancellation(booking, tx);
      const mail = staffEndedMail(booking, webUrl, await lastReason(booking.id, tx));
      if (mail) await enqueueMail(mail, tx);
    }) satisfies BookingSideEffect,
  };
}

export type ConfirmationEffects = ReturnType<typeof confirmationEffects>;
export type EndingEffects = ReturnType<typeof endingEffects>;
