import { createCheckout } from './checkout.js';
import { createNotifications } from './notifications.js';
import type { PaymentsContext, PaymentsServiceOptions } from './payments-context.js';
import { createProviders } from './providers/registry.js';
import { createRefunds } from './refunds.js';
import { createStaffViews } from './staff-views.js';

export { availablePaymentMethods } from './checkout.js';
export type { PaymentsServiceOptions } from './payments-context.js';
export type { RefundReason } from './refunds.js';

/**
 * Card (Stripe Checkout) and VNPay payments of bookings, and their refunds, composed of their
 * parts: the providers behind one interface (providers/), the guest's checkout (checkout.ts),
 * the providers' signed notifications (notifications.ts), refunds and their worker (refunds.ts)
 * and staff's views (staff-views.ts). A provider's notification, never the guest's browser,
 * confirms a booking.
 */
export function createPaymentsService(options: PaymentsServiceOptions) {
  const { stripe, vnpay, ...rest } = options;
  const now = options.now ?? (() => new Date());
  const providerContext = { ...rest, now };
  const context: PaymentsContext = {
    ...rest,
    providers: createProviders({ stripe, vnpay }, providerContext),
    afterCommit: () => options.afterCommit?.(),
    leaseMs: options.leaseMs ?? 120_000,
    now,
  };
  const refunds = createRefunds(context);
  return {
    ...createCheckout(context),
    ...createNotifications(context, refunds),
    refundOnCancellation: refunds.refundOnCancellation,
    runDueRefunds: refunds.runDueRefunds,
    ...createStaffViews(context),
    repository: options.repository,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
