/**
 * Payment methods: bank transfer (staff confirm), card (Stripe Checkout) and the national bank QR
 * gateway (VNPay); the two online ones are confirmed by their provider's signed notification.
 */
export const paymentMethods = ['bank_transfer', 'card', 'vnpay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The methods paid through a provider's page, and the provider that takes each. */
export const onlinePaymentProviders = { card: 'stripe', vnpay: 'vnpay' } as const;
export type PaymentProvider = (typeof onlinePaymentProviders)[keyof typeof onlinePaymentProviders];
export const paymentProviders = ['stripe', 'vnpay'] as const satisfies readonly PaymentProvider[];

export function isOnlinePaymentMethod(method: PaymentMethod): method is keyof typeof onlinePaymentProviders {
  return method in onlinePaymentProviders;
}
