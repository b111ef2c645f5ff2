/**
 * The booking service for the benchmark, compiled (`dist/`, built by `npm run bench`) and in its
 * own process so that autocannon, in the parent, does not share its event loop. Migrates the
 * scratch database it is given, upserts the index rows the parent sends over IPC, listens on
 * 127.0.0.1 and answers { port, insertMs, rows }.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import serviceApp, { serverOptions } from '../dist/app.js';
import { hashPassword } from '../dist/accounts/passwords.js';
import { parseEnv } from '../dist/config/env.js';

// The webhook bench pays by card through the Stripe stand-in, which never serves production: that
// run is a test run (development credentials), the others production ones.
const stripeStandIn = process.env.BENCH_STRIPE_API_URL;
const config = parseEnv({
  NODE_ENV: stripeStandIn ? 'test' : 'production',
  ...(stripeStandIn ? { STRIPE_API_URL: stripeStandIn } : {}),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  PGLITE_DATA_DIR: process.env.BENCH_PGLITE_DIR ?? ':memory:',
  CATALOG_SYNC_ON_START: 'false',
  SEED_DEMO_REVIEWS: 'false',
  // Production refuses the development secrets published in the repository; these are throwaway.
  CATALOG_WEBHOOK_SECRET: 'bench-catalog-webhook-secret',
  JWT_SECRET: 'bench-jwt-secret-only-for-this-benchmark-run',
  ALTCHA_HMAC_KEY: 'bench-altcha-key-only-for-this-benchmark-run',
  STAFF_API_TOKEN: 'bench-staff-token-only-for-this-benchmark-run',
  CALENDAR_FEED_SECRET: 'bench-feed-secret-only-for-this-benchmark-run',
  STAFF_JWT_SECRET: 'bench-staff-jwt-secret-only-for-this-benchmark-run',
  STAFF_ADMIN_EMAIL: 'bench.admin@stayvn.test',
  STAFF_ADMIN_PASSWORD: 'bench-admin-password-only-for-this-run',
  CMS_URL: process.env.BENCH_CMS_URL ?? 'http://127.0.0.1:1',
  MAIL_JOBS_WORKER: 'false',
  // The availability figures give every apartment a feed: none is fetched while measured.
  CALENDAR_IMPORT_WORKER: 'false',
  SMTP_URL: 'smtp://127.0.0.1:1',
  // The soak keeps the search cache small, so that it is full after the warm-up and the memory
  // it measures at the start and the end compares like with like (bench/soak.ts).
  ...(process.env.BENCH_SEARCH_CACHE_MB ? { SEARCH_CACHE_MB: process.env.BENCH_SEARCH_CACHE_MB } : {}),
  // The soak logs the bench guest in again and again from 127.0.0.1.
  ...(process.env.BENCH_AUTH_RATE_LIMIT
    ? {
        AUTH_RATE_LIMIT_PER_IP: process.env.BENCH_AUTH_RATE_LIMIT,
        AUTH_RATE_LIMIT_PER_EMAIL: process.env.BENCH_AUTH_RATE_LIMIT,
      }
    : {}),
});

const app = Fastify({ ...serverOptions(config), logger: { level: 'warn' } });
await app.register(fp(serviceApp), { config });
await app.ready();

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
// The soak asks for the memory at its start and end, after a collection when --expose-gc is on.
// The race bench with PROF set profiles the measured race only: started and written on request.
const profiler = new Session();
const stalls = monitorEventLoopDelay({ resolution: 5 });
stalls.enable();
process.on('message', async (message) => {
  // The race bench asks for the CPU time this process has used, before and after the race.
  if (message === 'cpu') return process.send({ cpu: process.cpuUsage() });
  // The search bench asks for the longest stall of this process's event loop since it last asked.
  if (message === 'stall') {
    process.send({ stallMs: stalls.max / 1e6 });
    return stalls.reset();
  }
  if (message?.profileStart) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    return process.send({ profiling: true });
  }
  if (message?.profileTo) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(message.profileTo, JSON.stringify(profile));
    profiler.disconnect();
    return process.send({ profiled: message.profileTo });
  }
  // The availability figures: channel blocks on every apartment, a few nights each month.
  if (message?.seedBlocks) {
    await app.db.execute(sql`
      with feeds as (
        insert into calendar_feeds (property_document_id, channel, url)
        select document_id, 'Airbnb', 'https://www.airbnb.com/calendar/ical/' || document_id || '.ics'
        from catalog_properties
        returning id, property_document_id
      ), blocks as (
        insert into calendar_blocks (feed_id, property_document_id, event_uid, check_in, check_out, applied)
        select feeds.id, feeds.property_document_id, 'bench-' || n, day, day + 3, true
        from feeds, generate_series(0, 11) as n,
          lateral (select current_date + n * 30 + (abs(hashtext(feeds.property_document_id)) % 25) as day) as d
        returning id, property_document_id, check_in, check_out
      )
      insert into taken_nights (property_document_id, kind, check_in, check_out, block_id)
      select property_document_id, 'block', check_in, check_out, id from blocks`);
    // As pgbench does before it measures: the bulk load vacuumed and written out, so that
    // neither autovacuum's pass over 120,000 new rows nor the checkpoint their WAL triggers falls
    // into the measured seconds (PGlite has no checkpoint to ask for).
    await app.db.execute(sql`vacuum (analyze) calendar_feeds, calendar_blocks, taken_nights`);
    // CHECKPOINT needs a superuser or pg_checkpoint: without either, the run goes on.
    if (process.env.BENCH_DATABASE_URL) await app.db.execute(sql`checkpoint`).catch(() => undefined);
    return process.send({ seeded: true });
  }
  if (message !== 'memory') return;
  globalThis.gc?.();
  process.send({ memory: process.memoryUsage() });
});

process.once('message', async (rows) => {
  const started = performance.now();
  await app.catalogRepository.upsert(
    rows.map((row) => ({
      ...row,
      publishedAt: new Date(row.publishedAt),
      cmsUpdatedAt: new Date(row.cmsUpdatedAt),
    })),
  );
  // Fresh statistics, as autovacuum keeps them on a live database.
  await app.db.execute(sql`analyze catalog_properties`);
  const insertMs = performance.now() - started;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  // A guest to book with (the race bench): a user and an open session, as a login makes them.
  const email = `bench-${process.pid}@example.com`;
  await app.accountsRepository.insertUser({
    email,
    fullName: 'Bench Guest',
    passwordHash: await hashPassword('Bench-password-1!'),
  });
  const { session } = await app.accountsService.login({
    email,
    password: 'Bench-password-1!',
    rememberMe: false,
  });
  // The race bench's guests (BENCH_GUESTS): each a user with a session of their own, made as a
  // social login makes them (no password to hash).
  const guestTokens = [];
  for (let guest = 0; guest < Number(process.env.BENCH_GUESTS ?? 0); guest += 1) {
    const issued = await app.accountsService.socialLogin({
      provider: 'google',
      subject: `bench-guest-${guest}`,
      email: `bench-guest-${guest}@example.com`,
      emailVerified: true,
      name: `Bench Guest ${guest}`,
    });
    guestTokens.push(issued.session.accessToken);
  }
  process.send({
    port: typeof address === 'object' && address ? address.port : 0,
    insertMs,
    rows: await app.catalogRepository.count(),
    accessToken: session.accessToken,
    guestTokens,
    email,
    password: 'Bench-password-1!',
  });
});
process.send({ ready: true });
