import { cancellationCost, paidAmount, paymentStanding } from '@stayvn/shared';
import type { BookingRow } from '../db/schema/index.js';

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
