import { checkInHour, vietnamInstant } from './bookings.js';
import { addDays } from './dates.js';

/* What cancelling a booking costs (issue 16): the policy, its cut-off and the cost. */

/** The spec: 50% when cancelled more than 2 days before check-in, 100% within 2 days or no-show. */
export const cancellationPolicy = {
  earlyPercent: 50,
  latePercent: 100,
  daysBefore: 2,
  /** Hour of the cut-off day (Vietnam time): the check-in hour. */
  cutOffHour: checkInHour,
  refundWorkingDays: 15,
} as const;

export const cancellationReasons = ['personal_matters', 'found_other_accommodation', 'other'] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

/**
 * The last moment at which cancelling costs the early rate: `daysBefore` days before check-in,
 * at 14:00 Vietnam time. 13:59 that day is early; 14:00 is late.
 */
export function cancellationCutOff(checkIn: string): Date {
  return vietnamInstant(addDays(checkIn, -cancellationPolicy.daysBefore), cancellationPolicy.cutOffHour);
}

export interface CancellationCost {
  percent: number;
  cutOff: Date;
  /** What the cancellation costs, in the minor unit of `paid`: never more than was paid. */
  cost: number;
  refund: number;
}

/**
 * The cost of cancelling at `now`. The percent applies to the stay's total: its service charge
 * and VAT are in proportion to the rent, so a share of the rent carries the same share of them.
 * `paid` is what counts as paid (`paidAmount`: 0 for an unpaid hold or a transfer staff have
 * not confirmed yet: nothing to keep, nothing to refund).
 */
export function cancellationCost({
  checkIn,
  total,
  paid,
  now,
}: {
  checkIn: string;
  total: number;
  paid: number;
  now: Date;
}): CancellationCost {
  const cutOff = cancellationCutOff(checkIn);
  const percent = now < cutOff ? cancellationPolicy.earlyPercent : cancellationPolicy.latePercent;
  const cost = Math.min(paid, Math.round((total * percent) / 100));
  return { percent, cutOff, cost, refund: paid - cost };
}
