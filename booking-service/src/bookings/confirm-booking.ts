import type { Database } from '../db/connect.js';
import type { BookingRow } from '../db/schema/index.js';
import { bookingNotFound, sqlStateOf, type BookingContext } from './booking-context.js';
import type { BookingSideEffect } from './booking-effects.js';
import type { BookingRef } from './bookings-repository.js';
import { move, ownBooking, settle } from './settle-booking.js';

export type PaymentOutcome =
  'confirmed' | 'confirmed_late' | 'already_confirmed' | 'nights_taken' | 'not_payable';

const paymentEvent = { actor: 'system' as const, actorId: null, reason: 'payment received' };

/**
 * A booking whose hold expired, paid: confirmed still when its nights are free. Stale holds of the
 * property are expired first and the exclusion constraint decides, in a savepoint, so a taken
 * night only answers `nights_taken`.
 */
async function confirmLate(
  ctx: BookingContext,
  row: BookingRow,
  tx: Database,
): Promise<BookingRow | 'nights_taken'> {
  await ctx.repository.expireHolds(row.propertyDocumentId, tx);
  let moved: BookingRow | undefined;
  try {
    moved = await tx.transaction((savepoint) =>
      ctx.repository.transition(
        row.id,
        'expired',
        { status: 'confirmed', confirmedAt: ctx.now() },
        { ...paymentEvent, event: 'confirm_late_payment', reason: 'payment after the hold expired' },
        savepoint as unknown as Database,
      ),
    );
  } catch (error) {
    if (sqlStateOf(error) === '23P01') return 'nights_taken';
    throw error;
  }
  if (!moved) throw new Error(`booking ${row.id} changed while its payment was applied`);
  return moved;
}

/**
 * A provider's payment for the booking arrived; runs in the caller's transaction, which holds
 * the payment's row. A booking waiting for it is confirmed (with its side effect, the mail). One
 * whose hold expired is confirmed still when its nights are free (`confirmLate`). Already
 * confirmed (another payment) or ended: nothing changes.
 */
export async function confirmByPayment(
  ctx: BookingContext,
  onConfirmed: BookingSideEffect,
  bookingId: string,
  tx: Database,
): Promise<{ outcome: PaymentOutcome; booking: BookingRow }> {
  const found = await ctx.repository.findByRef({ id: bookingId }, tx);
  if (!found) throw bookingNotFound();
  const row = await settle(ctx, found, tx);
  if (row.status === 'pending_payment' || row.status === 'awaiting_confirmation') {
    const moved = await ctx.repository.transition(
      row.id,
      row.status,
      { status: 'confirmed', confirmedAt: ctx.now() },
      { ...paymentEvent, event: 'confirm' },
      tx,
    );
    if (!moved) throw new Error(`booking ${row.id} changed while its payment was applied`);
    await onConfirmed(moved, tx);
    return { outcome: 'confirmed', booking: moved };
  }
  if (row.status === 'expired') {
    const moved = await confirmLate(ctx, row, tx);
    if (moved === 'nights_taken') return { outcome: 'nights_taken', booking: row };
    await onConfirmed(moved, tx);
    return { outcome: 'confirmed_late', booking: moved };
  }
  if (row.status === 'confirmed' || row.status === 'in_stay' || row.status === 'completed')
    return { outcome: 'already_confirmed', booking: row };
  return { outcome: 'not_payable', booking: row };
}

/** "I have transferred": the dates stay held, without expiry, until staff confirm or reject. */
export async function markTransferred(
  ctx: BookingContext,
  userId: string,
  ref: BookingRef,
): Promise<BookingRow> {
  const row = await ownBooking(ctx, userId, ref);
  if (row.status === 'awaiting_confirmation') return row;
  return move(ctx, row, 'mark_transferred', 'guest', { transferredAt: ctx.now() }, { actorId: userId });
}

/**
 * Keeps a `pending_payment` booking's dates until at least `until` (a card payment page lives
 * 30 minutes at least, and never outlives the hold). Returns the booking as it is after.
 */
export async function holdUntilAtLeast(
  ctx: BookingContext,
  row: BookingRow,
  until: Date,
): Promise<BookingRow> {
  if (row.status !== 'pending_payment' || !row.holdExpiresAt || row.holdExpiresAt >= until) return row;
  return (await ctx.repository.extendHold(row.id, until)) ?? row;
}

/** A booking by id, settled with the clock, for the payment flows (no owner check). */
export async function findForPayment(
  ctx: BookingContext,
  bookingId: string,
  tx: Database = ctx.db,
): Promise<BookingRow | undefined> {
  const found = await ctx.repository.findByRef({ id: bookingId }, tx);
  return found && settle(ctx, found, tx);
}
