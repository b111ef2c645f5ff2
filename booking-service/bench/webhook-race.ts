/**
 * `npm run bench:webhook`: the Stripe webhook under duplicates. The compiled service runs in its
 * own process (bench/booking-server.mjs) on a scratch database (PGlite, or a `booking_bench_*`
 * database on the `DATABASE_URL` server), paying by card through the Stripe stand-in. A card
 * booking's Checkout Session is opened, then one signed `checkout.session.completed` event is
 * delivered 500 times at once (after an unmeasured warm-up on another booking) → exactly one
 * delivery applies it (the others answer duplicate), the booking is confirmed, 0 × 5xx; p50/p99.
 * Fails (exit 1) otherwise.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayInVietnam } from '@stayvn/shared';
import Stripe from 'stripe';
import { devStripeSecretKey, devStripeWebhookSecret } from '../src/config/env.js';
import { startStripeStandIn } from '../dev/stand-ins/stripe-stand-in.js';
import { log, messageWith, percentile, scratchDatabase, siteSettingStandIn } from './bench-support.js';
import { fixtureProperties, toIndexRow } from './catalog-fixture.js';

const deliveries = Number(process.env.BENCH_WEBHOOK_DELIVERIES ?? 500);
const cleanups: (() => Promise<void>)[] = [];
const children: ChildProcess[] = [];
const signer = new Stripe('sk_test_bench_signer');

async function run() {
  const cms = await siteSettingStandIn();
  cleanups.push(() => new Promise((resolve) => cms.server.close(() => resolve())));
  const stripe = await startStripeStandIn({
    secretKey: devStripeSecretKey,
    webhookSecret: devStripeWebhookSecret,
  });
  cleanups.push(() => stripe.close());
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    BENCH_CMS_URL: cms.url,
    BENCH_STRIPE_API_URL: stripe.url,
  };
  const database = await scratchDatabase(env, cleanups);
  delete env.DATABASE_URL;
  const child = fork(path.join(import.meta.dirname, 'booking-server.mjs'), {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await messageWith(child, 'ready', 300_000);
  const rows = fixtureProperties(1).map((property) => ({
    ...toIndexRow(property),
    kind: 'apartment' as const,
    typeCode: 'short' as const,
  }));
  child.send(rows);
  const { port, accessToken } = await messageWith<{ port: number; accessToken: string }>(
    child,
    'port',
    300_000,
  );
  const base = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };

  /** A card booking with an open Checkout Session, and its paid event signed as Stripe signs it. */
  async function paidEvent(daysAhead: number) {
    const checkIn = addDays(todayInVietnam(), daysAhead);
    const created = await fetch(`${base}/v1/bookings`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        propertyId: rows[0]!.documentId,
        checkIn,
        checkOut: addDays(checkIn, 2),
        fullName: 'Bench Guest',
        email: 'bench@example.com',
        phoneNumber: '+84901234567',
        paymentMethod: 'card',
        language: 'en',
        acceptTerms: true,
      }),
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
    const { number } = (await created.json()) as { number: string };
    const started = await fetch(`${base}/v1/bookings/${number}/payment?lang=en`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
    });
    if (started.status !== 200)
      throw new Error(`payment answered ${started.status}: ${await started.text()}`);
    const { redirectUrl } = (await started.json()) as { redirectUrl: string };
    const session = stripe.sessions.get(new URL(redirectUrl).pathname.split('/').at(-1)!)!;
    const payload = JSON.stringify({
      id: `evt_bench_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          ...session,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: `pi_bench_${number}`,
        },
      },
    });
    return {
      number,
      payload,
      signature: signer.webhooks.generateTestHeaderString({ payload, secret: devStripeWebhookSecret }),
    };
  }

  async function deliver(payload: string, signature: string) {
    const started = performance.now();
    const response = await fetch(`${base}/v1/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    const body = (await response.json()) as { duplicate?: boolean };
    return { status: response.status, applied: body.duplicate === false, ms: performance.now() - started };
  }

  const warm = await paidEvent(40);
  await Promise.all(Array.from({ length: 50 }, () => deliver(warm.payload, warm.signature)));

  const measured = await paidEvent(50);
  log(`webhook race on ${database}: ${deliveries} concurrent deliveries of one checkout.session.completed`);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const raceStarted = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: deliveries }, () => deliver(measured.payload, measured.signature)),
  );
  const raceMs = performance.now() - raceStarted;
  const applied = outcomes.filter((outcome) => outcome.applied).length;
  const ok = outcomes.filter((outcome) => outcome.status === 200).length;
  const serverErrors = outcomes.filter((outcome) => outcome.status >= 500).length;
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const booking = (await (await fetch(`${base}/v1/bookings/${measured.number}`, { headers })).json()) as {
    status: string;
  };
  log(
    `  ${ok} × 200 (${applied} applied, ${ok - applied} duplicate), ${serverErrors} × 5xx, other ${deliveries - ok - serverErrors}; ` +
      `booking ${booking.status}; all answered in ${raceMs.toFixed(0)} ms; ` +
      `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms (load average before: ${load})`,
  );
  const passed = applied === 1 && ok === deliveries && serverErrors === 0 && booking.status === 'confirmed';
  log(`webhook race: ${passed ? '1 confirmation, every other delivery a duplicate, no 5xx' : 'FAILED'}`);
  return passed;
}

let passed = false;
try {
  passed = await run();
} catch (error) {
  process.stderr.write(`webhook bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null))),
    ),
  );
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
process.exit(passed ? 0 : 1);
