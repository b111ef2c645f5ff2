import {
  bookingErrorCodes,
  dueClockEvents,
  transitionBooking,
  type BookingActor,
  type BookingEvent,
} from '@stayvn/shared';
import type { Database } from '../db/connect.js';
import type { BookingRow, NewBookingRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { bookingNotFound, type BookingContext } from './booking-context.js';
import type { BookingSideEffect } from './booking-effects.js';
import type { BookingRef } from './bookings-repository.js';

/**
 * Applies what the clock has made due (a hold that ran out, a stay that began or ended) and
 * records it, so a status follows the calendar whenever it is read; no sweeper needed.
 */
export async function settle(
  ctx: BookingContext,
  row: BookingRow,
  tx: Database = ctx.db,
): Promise<BookingRow> {
  let current = row;
  for (const event of dueClockEvents(current, ctx.now())) {
    const result = transitionBooking(current.status, event, 'system');
    if (!result.ok) break;
    const moved = await ctx.repository.transition(
      current.id,
      current.status,
      { status: result.to },
      { actor: 'system', actorId: null, event, reason: 'calendar' },
      tx,
    );
    // Another request settled it first: read what it wrote.
    if (!moved) return settle(ctx, (await ctx.repository.findByRef({ id: current.id }, tx)) ?? current, tx);
    current = moved;
  }
  return current;
}

/** The user's own booking, settled with the clock; 404 for anyone else's. */
export async function ownBooking(ctx: BookingContext, userId: string, ref: BookingRef): Promise<BookingRow> {
  const row = await ctx.repository.findForOwner(userId, ref);
  if (!row) throw bookingNotFound();
  return settle(ctx, row);
}

/** A booking for staff (no owner check), settled with the clock; 404 when there is none. */
export async function findForStaff(
  ctx: BookingContext,
  ref: BookingRef,
  tx: Database = ctx.db,
): Promise<BookingRow> {
  const found = await ctx.repository.findByRef(ref, tx);
  if (!found) throw bookingNotFound();
  return settle(ctx, found, tx);
}

export interface MoveDetails {
  actorId?: string | null;
  reason?: string | null;
  sideEffect?: BookingSideEffect;
  /** The caller's transaction (a staff action with its audit entry): a savepoint in it. */
  tx?: Database;
}

/** One transition by `actor`, atomic: refused with 409 when the status does not allow it. */
export async function move(
  ctx: BookingContext,
  row: BookingRow,
  event: BookingEvent,
  actor: BookingActor,
  patch: Partial<NewBookingRow>,
  details: MoveDetails = {},
): Promise<BookingRow> {
  const result = transitionBooking(row.status, event, actor);
  if (!result.ok)
    throw new AppError(
      409,
      bookingErrorCodes.invalidTransition,
      `A ${row.status} booking cannot be changed that way`,
    );
  return (details.tx ?? ctx.db).transaction(async (tx) => {
    const moved = await ctx.repository.transition(
      row.id,
      row.status,
      { ...patch, status: result.to },
      { actor, actorId: details.actorId ?? null, event, reason: details.reason ?? null },
      tx,
    );
    if (!moved)
      throw new AppError(
        409,
        bookingErrorCodes.invalidTransition,
        'The booking changed meanwhile, please reload it',
      );
    if (details.sideEffect) await details.sideEffect(moved, tx);
    return moved;
  });
}
