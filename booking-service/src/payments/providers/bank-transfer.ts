import { bookingErrorCodes } from '@stayvn/shared';
import { AppError } from '../../errors/app-error.js';
import type { PaymentProvider } from './provider.js';

/** 409: the booking waits for no card or VNPay payment (a bank transfer, or not waiting at all). */
export function notWaitingForPayment(): AppError {
  return new AppError(
    409,
    bookingErrorCodes.paymentNotExpected,
    'This booking is not waiting for a card or VNPay payment',
  );
}

/**
 * A bank transfer: the guest transfers with the booking's number as the reference, and staff
 * confirm it when it arrives (bookings/bank-transfer.ts, `booking:confirm-transfer`). So there is
 * no payment page to open, no signed notification and no refund to send: staff return the money.
 */
export const bankTransferProvider: PaymentProvider = {
  name: 'bank_transfer',
  async createPayment() {
    throw notWaitingForPayment();
  },
  verifyNotification: () => undefined,
  async refund() {
    throw new Error("a bank transfer's refund is staff's task");
  },
};
