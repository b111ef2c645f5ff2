import { cancellationCost, paidAmount, paymentStanding } from '@stayvn/shared';
import type { BookingRow, NewBookingRow } from '../db/schema/index.js';

/**
 * What cancelling a booking at `at` costs and gives back, in USD cents and in dong. Only money
 * that is confirmed counts as paid (shared `paidAmount`): a transfer the guest says they made,
 * which staff have not seen arrive, is neither kept nor refunded; it is reported apart, so the
 * guest is told why.
 */
export function cancellationFigures(row: BookingRow, at: Date) {
  const totalUsd = row.totalUsd ?? 0;
  const totalVnd = row.totalVnd ?? 0;
  const paid = { usd: paidAmount(row.status, totalUsd), vnd: paidAmount(row.status, totalVnd) };
  const claimed = paymentStanding(row.status) === 'claimed';
  const unconfirmedTransfer = claimed ? { usd: totalUsd, vnd: totalVnd } : { usd: 0, vnd: 0 };
  const usd = cancellationCost({ checkIn: row.checkIn, total: totalUsd, paid: paid.usd, now: at });
  const vnd = cancellationCost({ checkIn: row.checkIn, total: totalVnd, paid: paid.vnd, now: at });
  return { paid, unconfirmedTransfer, usd, vnd };
}

type Amounts = { usd: number; vnd: number };

/** What ending a booking costs and gives back: the percent kept, the cost and the refund. */
export interface EndingMoney {
  percent: number;
  cost: Amounts;
  refund: Amounts;
}

/** The cost and refund of `cancellationFigures`, in both currencies. */
export function endingMoneyOf({
  usd,
  vnd,
}: Pick<ReturnType<typeof cancellationFigures>, 'usd' | 'vnd'>): EndingMoney {
  return {
    percent: usd.percent,
    cost: { usd: usd.cost, vnd: vnd.cost },
    refund: { usd: usd.refund, vnd: vnd.refund },
  };
}

/** What a booking that ends at `at` keeps of its money; a refund due is `pending`. */
export function endingPatch(at: Date, money: EndingMoney): Partial<NewBookingRow> {
  return {
    cancelledAt: at,
    cancellationPercent: money.percent,
    cancellationCostUsd: money.cost.usd,
    cancellationCostVnd: money.cost.vnd,
    refundUsd: money.refund.usd,
    refundVnd: money.refund.vnd,
    refundStatus: money.refund.vnd > 0 ? 'pending' : 'none',
  };
}
