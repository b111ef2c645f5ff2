import { bookingErrorCodes, checkInHour, vietnamInstant, type BookingEvent } from '@stayvn/shared';
import type { Database } from '../db/connect.js';
import type { BookingRow, NewBookingRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { BookingContext } from './booking-context.js';
import type { BookingSideEffect } from './booking-effects.js';
import type { BookingRef } from './bookings-repository.js';
import { cancellationFigures, endingMoneyOf, endingPatch } from './cancellation-figures.js';
import { findForStaff, move } from './settle-booking.js';

/** Who made a staff move and why (kept in the booking's events). */
export interface StaffMove {
  actorId?: string | null;
  reason?: string | null;
}

/**
 * What staff refund on a rejection: a transfer the guest says they made too, since staff check
 * the statement before they pay it back. A guest's cancellation counts confirmed money only
 * (cancellation-figures.ts).
 */
function paidOf(row: BookingRow): { usd: number; vnd: number } {
  const paid =
    row.status === 'awaiting_confirmation' || row.status === 'confirmed' || row.status === 'in_stay';
  return paid ? { usd: row.totalUsd ?? 0, vnd: row.totalVnd ?? 0 } : { usd: 0, vnd: 0 };
}

/** A staff move of the booking `ref`, in the caller's transaction `tx` when it has one (the audit's). */
export type StaffStep = (
  ctx: BookingContext,
  sideEffect: BookingSideEffect,
  ref: BookingRef,
  staff?: StaffMove,
  tx?: Database,
) => Promise<BookingRow>;

/** Finds the booking for staff, then moves it by `event` with what `patchOf` records (which may refuse). */
async function staffMove(
  ctx: BookingContext,
  ref: BookingRef,
  event: BookingEvent,
  patchOf: (row: BookingRow) => Partial<NewBookingRow>,
  details: { staff: StaffMove; tx: Database; sideEffect: BookingSideEffect },
): Promise<BookingRow> {
  const row = await findForStaff(ctx, ref, details.tx);
  const { staff, ...rest } = details;
  return move(ctx, row, event, 'staff', patchOf(row), { ...staff, ...rest });
}

/**
 * Staff: the transfer arrived. The side effect queues the confirmation mail in the same
 * transaction (the caller's, `tx`, when it writes the audit entry there).
 */
export const confirmTransfer: StaffStep = (ctx, sideEffect, ref, staff = {}, tx = ctx.db) =>
  staffMove(ctx, ref, 'confirm', () => ({ confirmedAt: ctx.now() }), { staff, tx, sideEffect });

/**
 * Staff: the provider cannot take the stay (or the transfer never came); the dates are freed.
 * Whatever the guest paid is refunded in full: through the provider that took it (the refund
 * worker), or by staff for a bank transfer (`refund_status` pending); the side effect does both
 * and mails the guest.
 */
export const rejectBooking: StaffStep = (ctx, sideEffect, ref, staff = {}, tx = ctx.db) =>
  staffMove(
    ctx,
    ref,
    'reject',
    (row) => endingPatch(ctx.now(), { percent: 0, cost: { usd: 0, vnd: 0 }, refund: paidOf(row) }),
    { staff, tx, sideEffect },
  );

/**
 * Staff: the guest never came. Only once check-in time has passed (the clock has then made a
 * confirmed stay `in_stay`); the stay costs 100% (the shared cancellation function at this
 * moment, past its cut-off), anything paid beyond it is refunded, the nights are freed and
 * the guest is mailed (the side effect).
 */
export const markNoShow: StaffStep = (ctx, sideEffect, ref, staff = {}, tx = ctx.db) =>
  staffMove(
    ctx,
    ref,
    'no_show',
    (row) => {
      if (row.status === 'confirmed' && ctx.now() < vietnamInstant(row.checkIn, checkInHour))
        throw new AppError(
          409,
          bookingErrorCodes.invalidTransition,
          'A guest is a no-show only after check-in time',
        );
      return endingPatch(ctx.now(), endingMoneyOf(cancellationFigures(row, ctx.now())));
    },
    { staff, tx, sideEffect },
  );
