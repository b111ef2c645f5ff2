import { randomUUID } from 'node:crypto';
import type { VnpayGateway } from '../gateways.js';
import type { PaymentProvider, ProviderContext } from './provider.js';

/** An IPN's or a return address's query, one value a field; verified, the same query. */
export type VnpayProvider = PaymentProvider<Record<string, string>, Record<string, string>>;

/** A query's single values; undefined when a field came more than once (never from VNPay). */
export function singleValues(query: Record<string, string | string[]>): Record<string, string> | undefined {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) return undefined;
    values[key] = value;
  }
  return values;
}

/**
 * VNPay: a signed payment address per attempt (its `vnp_TxnRef` is the attempt's id without
 * dashes), expiring with the booking's hold; IPNs and return addresses signed with the hash
 * secret; refunds through VNPay's refund call (full or partial).
 */
export function createVnpayProvider(vnpay: VnpayGateway, context: ProviderContext): VnpayProvider {
  const { repository, publicUrl } = context;
  return {
    name: 'vnpay',

    async createPayment({ booking, number, language, ipAddress }) {
      const expiresAt = booking.holdExpiresAt!;
      const amount = booking.totalVnd!;
      const id = randomUUID();
      const txnRef = id.replace(/-/g, '');
      const payment = await repository.insert({
        id,
        bookingId: booking.id,
        kind: 'charge',
        provider: 'vnpay',
        amount,
        currency: 'VND',
        providerRef: txnRef,
        expiresAt,
      });
      const redirectUrl = vnpay.paymentUrl({
        txnRef,
        amountVnd: amount,
        orderInfo: `Thanh toan dat phong ${number}`,
        ipAddress,
        returnUrl: `${publicUrl}/v1/payments/vnpay/return`,
        language: language === 'vi' ? 'vn' : 'en',
        createdAt: payment.createdAt,
        expiresAt,
      });
      return { provider: 'vnpay', redirectUrl, expiresAt: expiresAt.toISOString() };
    },

    verifyNotification: (query) => (vnpay.verify(query) ? query : undefined),

    async refund(refund, charge) {
      const result = await vnpay.refund({
        txnRef: charge.providerRef!,
        transactionNo: charge.providerPaymentId,
        amountVnd: refund.amount,
        full: refund.amount === charge.amount,
        paymentCreatedAt: charge.createdAt,
        requestId: refund.id.replace(/-/g, '').slice(0, 32),
        orderInfo: `Hoan tien ${refund.id}`,
      });
      if (!result.ok) throw new Error(`VNPay refund refused: ${result.code} ${result.message}`);
      return `${charge.providerRef}-refund-${refund.attempts}`;
    },
  };
}
