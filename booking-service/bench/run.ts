/**
 * `npm run bench`: the search endpoint against Strapi's REST filters on the same 10,000
 * generated properties. Everything listens on 127.0.0.1, each server in its own process (so
 * that autocannon, here, does not share their event loop); temporary files and the scratch
 * database are removed at the end, and a deadline stops a run that hangs.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { availabilityFigures, logAvailability } from './availability-load.js';
import { log, messageWith, scratchDatabase } from './bench-support.js';
import { paced } from './paced-load.js';
import { fixtureBedroomTypes, fixtureDistricts, fixtureProperties, toIndexRow } from './catalog-fixture.js';

const propertyCount = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const fixedRate = 1_000;
/** A new query each request: the rate at which its p99 is held to `targets.distinctP99Ms`. */
const distinctRate = 500;
const targets = { p99Ms: 25, throughputRatio: 10, distinctP99Ms: 50, distinctRps: 1_000 };
/** BENCH_SKIP_STRAPI=1: the booking service's figures only (no Strapi boot, no ratio). */
const skipStrapi = Boolean(process.env.BENCH_SKIP_STRAPI);
/** PROF=1: the service's CPU profile of the distinct-query flood, written here (open it in DevTools). */
const profileTo = process.env.PROF
  ? path.join(os.tmpdir(), `search-distinct-${Date.now()}.cpuprofile`)
  : undefined;
const deadlineMs = 20 * 60_000;

const benchDir = import.meta.dirname;
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function cleanUp() {
  await Promise.all(children.map(stop));
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

function figuresOf(result: Result): Figures {
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

type MeasureOptions = {
  connections: number;
  /** A path for each request (else every request asks for `url`). */
  nextPath?: () => string;
};

/** autocannon's requests for a path each time (`nextPath`), or for its `url` throughout. */
function requestsOf(nextPath?: () => string) {
  return nextPath ? [{ setupRequest: (request: object) => ({ ...request, path: nextPath() }) }] : undefined;
}

async function measure(url: string, label: string, { nextPath, ...options }: MeasureOptions) {
  log(`  ${label}: ${seconds} s, ${options.connections} connections`);
  const requests = requestsOf(nextPath);
  // A short warm-up: JIT, caches and connection pools as a running service has them.
  await autocannon({ url, connections: options.connections, duration: 2, requests });
  return figuresOf(await autocannon({ url, duration: seconds, timeout: 10, requests, ...options }));
}

/** `rate` requests a second, evenly spaced (bench/paced-load.ts), after the same warm-up. */
async function measureAtRate(
  url: string,
  label: string,
  rate: number,
  { nextPath, service }: { nextPath?: () => string; service?: ChildProcess } = {},
) {
  log(`  ${label}: ${seconds} s, ${rate} req/s evenly spaced`);
  const { origin, pathname, search } = new URL(url);
  const path = nextPath ?? (() => `${pathname}${search}`);
  const requests = requestsOf(nextPath);
  await autocannon({ url, connections: 20, duration: 2, requests });
  // The longest stall of the service's event loop while measured, beside the load generator's:
  // one pause of 100 ms at 500 req/s is 50 late answers, the whole of the p99.
  const stallOfService = async () => {
    if (!service) return undefined;
    service.send('stall');
    return (await messageWith<{ stallMs: number }>(service, 'stallMs', 10_000)).stallMs;
  };
  await stallOfService();
  const figures = await paced({ origin, nextPath: path, rate, seconds });
  return { ...figures, serviceStallMs: await stallOfService() };
}

async function bookingService() {
  log(`booking service: ${propertyCount.toLocaleString('en')} properties into a scratch index`);
  const env: Record<string, string> = { ...process.env } as Record<string, string>;
  const database = await scratchDatabase(env, cleanups);
  delete env.DATABASE_URL;
  const child = fork(path.join(benchDir, 'booking-server.mjs'), {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await messageWith(child, 'ready', 300_000);
  const indexRows = fixtureProperties(propertyCount).map(toIndexRow);
  child.send(indexRows);
  const { port, insertMs, rows } = await messageWith<{ port: number; insertMs: number; rows: number }>(
    child,
    'port',
    300_000,
  );
  log(`  ${rows} rows indexed in ${(insertMs / 1000).toFixed(1)} s on ${database}`);
  const query = new URLSearchParams({
    type: 'residence',
    cityId: '1',
    districts: 'ba-dinh',
    bedrooms: '2-bedrooms',
    priceMin: '800',
    priceMax: '2500',
    sort: 'price_asc',
    lang: 'en',
    currency: 'USD',
  });
  const url = `http://127.0.0.1:${port}/v1/properties/search?${query}`;
  const sample = (await getJson(url)) as { total: number; items: unknown[] };
  log(`  GET /v1/properties/search?${query} → ${sample.total} matches, ${sample.items.length} on the page`);
  const atRate = await measureAtRate(url, 'fixed rate', fixedRate, { service: child });
  const max = await measure(url, 'max throughput', { connections: 20 });
  // The same search with a new price ceiling each time: no answer is in the cache, so this is
  // the index query, the cards and the serialisation every time.
  let ceiling = 2500;
  const nextPath = () => {
    ceiling += 1;
    return `/v1/properties/search?${new URLSearchParams({ ...Object.fromEntries(query), priceMax: String(ceiling) })}`;
  };
  const uncachedAtRate = await measureAtRate(url, 'fixed rate, a new query each time', distinctRate, {
    nextPath,
    service: child,
  });
  if (profileTo) {
    child.send({ profileStart: true });
    await messageWith(child, 'profiling', 10_000);
  }
  const uncachedMax = await measure(url, 'max throughput, a new query each time', {
    connections: 20,
    nextPath,
  });
  if (profileTo) {
    child.send({ profileTo });
    const { profiled } = await messageWith<{ profiled: string }>(child, 'profiled', 30_000);
    log(`  the service's profile of the distinct-query flood: ${profiled}`);
  }
  const availability = await availabilityFigures({
    service: child,
    port,
    documentIds: indexRows.map((row) => row.documentId),
    measureAtRate,
  });
  await stop(child);
  return {
    atRate,
    max,
    uncachedAtRate,
    uncachedMax,
    availability,
    insertMs,
    matches: sample.total,
    database,
  };
}

async function strapi() {
  log(`strapi: booting the CMS on a temporary SQLite file, without demo content`);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'stayvn-bench-cms-'));
  cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  const port = await freePort();
  const child = fork(path.join(benchDir, 'strapi-server.cjs'), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      STRAPI_TELEMETRY_DISABLED: 'true',
      CMS_SERVE_ADMIN: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(scratch, 'data.db'),
      PUBLIC_DIR: path.join(scratch, 'public'),
      SEED_DEMO_CONTENT: 'false',
      BOOKING_SERVICE_URL: '',
      STRAPI_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await messageWith(child, 'ready', 600_000);
  const properties = fixtureProperties(propertyCount).map((property) => ({
    ...property,
    cityCode: ({ 1: 'HN', 2: 'HCM', 3: 'HP' } as const)[property.cityId],
  }));
  child.send({
    properties,
    districts: fixtureDistricts,
    bedroomTypes: fixtureBedroomTypes,
    cities: [
      { key: 'HN', name: 'Hanoi' },
      { key: 'HCM', name: 'Ho Chi Minh City' },
      { key: 'HP', name: 'Hai Phong' },
    ],
  });
  const { insertMs, bootMs, compileMs } = await messageWith<{
    insertMs: number;
    bootMs: number;
    compileMs: number;
  }>(child, 'insertMs', 600_000);
  log(
    `  ${compileMs > 0 ? `compiled in ${(compileMs / 1000).toFixed(1)} s, ` : ''}booted in ${(bootMs / 1000).toFixed(1)} s; ` +
      `${propertyCount.toLocaleString('en')} properties inserted in ${(insertMs / 1000).toFixed(1)} s ` +
      '(query engine createMany in batches of 500, then the city, district and bedroom-type link rows)',
  );
  // The same question through Strapi's REST filters (it filters on the regular price only).
  const query = new URLSearchParams({
    locale: 'en',
    'filters[kind][$eq]': 'apartment',
    'filters[city][code][$eq]': 'HN',
    'filters[district][key][$in][0]': 'ba-dinh',
    'filters[bedroomType][key][$in][0]': '2-bedrooms',
    'filters[priceUsd][$gte]': '800',
    'filters[priceUsd][$lte]': '2500',
    'sort[0]': 'priceUsd:asc',
    'sort[1]': 'publishedAt:desc',
    'pagination[page]': '1',
    'pagination[pageSize]': '15',
  });
  const url = `http://127.0.0.1:${port}/api/properties?${query}`;
  const sample = (await getJson(url)) as { data: unknown[]; meta: { pagination: { total: number } } };
  log(
    `  GET /api/properties?${decodeURIComponent(query.toString())} → ${sample.meta.pagination.total} matches`,
  );
  const atRate = await measureAtRate(url, 'fixed rate', fixedRate);
  const max = await measure(url, 'max throughput', { connections: 20 });
  await stop(child);
  return { atRate, max, insertMs, matches: sample.meta.pagination.total };
}

function table(
  booking: Awaited<ReturnType<typeof bookingService>>,
  cms: Awaited<ReturnType<typeof strapi>> | undefined,
) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rps = (value: number) => `${Math.round(value).toLocaleString('en')}`;
  const none = '—';
  const rows = [
    ['', 'booking service', 'Strapi REST', 'ratio'],
    ['matches', String(booking.matches), cms ? String(cms.matches) : none, ''],
    [
      `p50 at ${fixedRate} req/s`,
      ms(booking.atRate.p50),
      cms ? ms(cms.atRate.p50) : none,
      cms ? `${(cms.atRate.p50 / Math.max(booking.atRate.p50, 0.1)).toFixed(1)}×` : '',
    ],
    [
      `p99 at ${fixedRate} req/s`,
      ms(booking.atRate.p99),
      cms ? ms(cms.atRate.p99) : none,
      cms ? `${(cms.atRate.p99 / Math.max(booking.atRate.p99, 0.1)).toFixed(1)}×` : '',
    ],
    [`req/s served at ${fixedRate} req/s`, rps(booking.atRate.rps), cms ? rps(cms.atRate.rps) : none, ''],
    ['errors at fixed rate', String(booking.atRate.errors), cms ? String(cms.atRate.errors) : none, ''],
    [
      'max throughput (req/s)',
      rps(booking.max.rps),
      cms ? rps(cms.max.rps) : none,
      cms ? `${(booking.max.rps / Math.max(cms.max.rps, 1)).toFixed(1)}×` : '',
    ],
    [
      'p50 / p99 at max',
      `${ms(booking.max.p50)} / ${ms(booking.max.p99)}`,
      cms ? `${ms(cms.max.p50)} / ${ms(cms.max.p99)}` : none,
      '',
    ],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  log('');
  for (const [index, row] of rows.entries()) {
    log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('   '),
    );
    if (index === 0) log(widths.map((width) => '-'.repeat(width)).join('   '));
  }
  const { uncachedAtRate: distinct, uncachedMax: distinctMax } = booking;
  const stalls = (figures: { serviceStallMs?: number; loaderStallMs: number }) =>
    `longest event-loop stall: service ${ms(figures.serviceStallMs ?? 0)}, load generator ${ms(figures.loaderStallMs)}`;
  log('');
  log(`booking service, the repeated query at ${fixedRate} req/s: ${stalls(booking.atRate)}`);
  log('booking service, a new query each request (nothing from the search cache):');
  log(
    `  at ${distinctRate} req/s: p50 ${ms(distinct.p50)}, p99 ${ms(distinct.p99)}, ` +
      `${rps(distinct.rps)} req/s served, ${distinct.errors} errors; ${stalls(distinct)}`,
  );
  log(
    `  max: ${rps(distinctMax.rps)} req/s, p50 ${ms(distinctMax.p50)} / p99 ${ms(distinctMax.p99)}, ` +
      `${distinctMax.errors} errors`,
  );
  logAvailability(booking.availability);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  log('');
  log(
    `target p99 ≤ ${targets.p99Ms} ms at ${fixedRate} req/s, repeated query: ` +
      `${verdict(booking.atRate.p99 <= targets.p99Ms && booking.atRate.errors === 0)} (${ms(booking.atRate.p99)})`,
  );
  if (cms) {
    const ratio = booking.max.rps / Math.max(cms.max.rps, 1);
    log(
      `target ≥ ${targets.throughputRatio}× Strapi's throughput: ${verdict(ratio >= targets.throughputRatio)} (${ratio.toFixed(1)}×)`,
    );
  }
  log(
    `target p99 ≤ ${targets.distinctP99Ms} ms at ${distinctRate} req/s, a new query each request: ` +
      `${verdict(distinct.p99 <= targets.distinctP99Ms && distinct.errors === 0)} (${ms(distinct.p99)})`,
  );
  log(
    `target ≥ ${rps(targets.distinctRps)} req/s flat out, a new query each request: ` +
      `${verdict(distinctMax.rps >= targets.distinctRps && distinctMax.errors === 0)} (${rps(distinctMax.rps)} req/s)`,
  );
  log(
    `machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}; Node ${process.version}; booking index on ${booking.database}`,
  );
}

const deadline = setTimeout(() => {
  log(`bench: stopped after ${deadlineMs / 60_000} minutes`);
  void cleanUp().finally(() => process.exit(1));
}, deadlineMs);

try {
  const booking = await bookingService();
  const cms = skipStrapi ? undefined : await strapi();
  table(booking, cms);
  await cleanUp();
  clearTimeout(deadline);
} catch (error) {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  await cleanUp();
  clearTimeout(deadline);
  process.exitCode = 1;
}
