import { bookingErrorCodes, transferContent, vietQrPayload, type BankTransfer } from '@stayvn/shared';
import { AppError } from '../errors/app-error.js';
import type { BookingContext } from './booking-context.js';
import type { BookingRef } from './bookings-repository.js';
import { ownBooking } from './settle-booking.js';
import type { StayPricing } from './stay-pricing.js';

/** Where the guest transfers to: the CMS's bank, the amount in dong, the content and its VietQR. */
export async function bankTransfer(
  ctx: BookingContext,
  pricing: StayPricing,
  userId: string,
  ref: BookingRef,
): Promise<BankTransfer> {
  const row = await ownBooking(ctx, userId, ref);
  if (
    row.paymentMethod !== 'bank_transfer' ||
    (row.status !== 'pending_payment' && row.status !== 'awaiting_confirmation')
  )
    throw new AppError(
      409,
      bookingErrorCodes.invalidTransition,
      'This booking is not waiting for a transfer',
    );
  const { bank } = await pricing.loadSettings();
  if (!bank)
    throw new AppError(
      503,
      bookingErrorCodes.paymentUnavailable,
      'Bank transfer is not available at the moment',
    );
  const content = transferContent(row.number!);
  return {
    number: row.number!,
    status: row.status,
    bankName: bank.name,
    bankBin: bank.bin,
    accountNumber: bank.accountNumber,
    accountName: bank.accountName,
    amountVnd: row.totalVnd!,
    content,
    qrPayload: vietQrPayload({
      bankBin: bank.bin,
      accountNumber: bank.accountNumber,
      amountVnd: row.totalVnd!,
      purpose: content,
    }),
    holdExpiresAt: row.status === 'pending_payment' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
  };
}
