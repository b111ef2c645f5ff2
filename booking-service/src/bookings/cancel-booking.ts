import { cancellationPolicy, type CancelBookingInput, type CancellationQuote } from '@stayvn/shared';
import type { BookingRow } from '../db/schema/index.js';
import type { BookingContext } from './booking-context.js';
import type { BookingSideEffect } from './booking-effects.js';
import { isCancellable } from './booking-view.js';
import type { BookingRef } from './bookings-repository.js';
import { cancellationFigures, endingMoneyOf, endingPatch } from './cancellation-figures.js';
import { move, ownBooking } from './settle-booking.js';

/** What cancelling the guest's booking now would cost and refund. */
export async function cancellationQuote(
  ctx: BookingContext,
  userId: string,
  ref: BookingRef,
): Promise<CancellationQuote> {
  const row = await ownBooking(ctx, userId, ref);
  const figures = cancellationFigures(row, ctx.now());
  const { percent, cost, refund } = endingMoneyOf(figures);
  return {
    cancellable: isCancellable(row.status),
    percent,
    cutOff: figures.usd.cutOff.toISOString(),
    paid: figures.paid,
    unconfirmedTransfer: figures.unconfirmedTransfer,
    cost,
    refund,
    refundWorkingDays: cancellationPolicy.refundWorkingDays,
  };
}

/**
 * The guest cancels with the cost of this moment; a refund due becomes `pending` (the provider's
 * refund worker, or staff for a transfer), queued by `onCancelled` in the same transaction.
 */
export async function cancelBooking(
  ctx: BookingContext,
  onCancelled: BookingSideEffect,
  userId: string,
  ref: BookingRef,
  input: CancelBookingInput,
): Promise<BookingRow> {
  const row = await ownBooking(ctx, userId, ref);
  const money = endingMoneyOf(cancellationFigures(row, ctx.now()));
  return move(
    ctx,
    row,
    'cancel',
    'guest',
    {
      ...endingPatch(ctx.now(), money),
      cancellationReason: input.reason,
      cancellationNote: input.note || null,
    },
    {
      actorId: userId,
      reason: input.note ? `${input.reason}: ${input.note}` : input.reason,
      sideEffect: onCancelled,
    },
  );
}
