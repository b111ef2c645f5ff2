/**
 * `npm run payments:stand-ins`: the local stand-ins of Stripe (port `STRIPE_STAND_IN_PORT`,
 * default 4010) and VNPay (`VNPAY_STAND_IN_PORT`, default 4011), for development and the e2e
 * suite only: they refuse to start with NODE_ENV=production. Their webhooks and IPNs go to the
 * booking service at `BOOKING_SERVICE_URL` (default `http://127.0.0.1:4000`); start the service
 * with `STRIPE_API_URL=http://127.0.0.1:4010 VNPAY_URL=http://127.0.0.1:4011`.
 */
import closeWithGrace from 'close-with-grace';
import {
  devStripeSecretKey,
  devStripeWebhookSecret,
  devVnpayHashSecret,
  devVnpayTmnCode,
} from '../src/config/env.js';
import { startStripeStandIn } from './stand-ins/stripe-stand-in.js';
import { startVnpayStandIn } from './stand-ins/vnpay-stand-in.js';

const service = (process.env.BOOKING_SERVICE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const host = process.env.STAND_IN_HOST ?? '127.0.0.1';
try {
  const stripe = await startStripeStandIn({
    port: Number(process.env.STRIPE_STAND_IN_PORT ?? 4010),
    host,
    secretKey: devStripeSecretKey,
    webhookSecret: devStripeWebhookSecret,
    webhookUrl: `${service}/v1/payments/stripe/webhook`,
  });
  const vnpay = await startVnpayStandIn({
    port: Number(process.env.VNPAY_STAND_IN_PORT ?? 4011),
    host,
    tmnCode: devVnpayTmnCode,
    hashSecret: devVnpayHashSecret,
    ipnUrl: `${service}/v1/payments/vnpay/ipn`,
  });
  process.stdout.write(
    `payment stand-ins (TEST PAYMENTS ONLY): Stripe ${stripe.url}, VNPay ${vnpay.url}; notifications to ${service}\n`,
  );
  closeWithGrace(async () => {
    await stripe.close();
    await vnpay.close();
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
