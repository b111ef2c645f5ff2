import type { PaymentProvider as OnlineProviderName } from '@stayvn/shared';
import { bookingErrorCodes } from '@stayvn/shared';
import { AppError } from '../../errors/app-error.js';
import type { StripeGateway, VnpayGateway } from '../gateways.js';
import { bankTransferProvider } from './bank-transfer.js';
import type { ProviderContext, ProviderName } from './provider.js';
import { createStripeProvider, type StripeProvider } from './stripe.js';
import { createVnpayProvider, type VnpayProvider } from './vnpay.js';

/** What a guest is told when an online provider is switched off, and what a refund through it records. */
export const switchedOff = {
  stripe: { payment: 'Card payment is not available', refund: 'card payments are switched off' },
  vnpay: { payment: 'VNPay is not available', refund: 'VNPay is switched off' },
} as const satisfies Record<OnlineProviderName, { payment: string; refund: string }>;

export interface Providers {
  /** The online providers; null when switched off (no credentials and no stand-in). */
  online: { stripe: StripeProvider | null; vnpay: VnpayProvider | null };
  /** The provider by its name; 503 when an online one is switched off. */
  byName(name: ProviderName): StripeProvider | VnpayProvider | typeof bankTransferProvider;
}

export function createProviders(
  gateways: { stripe: StripeGateway | null; vnpay: VnpayGateway | null },
  context: ProviderContext,
): Providers {
  const online = {
    stripe: gateways.stripe ? createStripeProvider(gateways.stripe, context) : null,
    vnpay: gateways.vnpay ? createVnpayProvider(gateways.vnpay, context) : null,
  };
  return {
    online,
    byName(name) {
      if (name === 'bank_transfer') return bankTransferProvider;
      const found = online[name];
      if (!found) throw new AppError(503, bookingErrorCodes.paymentUnavailable, switchedOff[name].payment);
      return found;
    },
  };
}
