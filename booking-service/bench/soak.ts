/**
 * `npm run bench:soak` (and part of `npm run bench`): a 60-second soak of mixed browsing at a
 * fixed request rate. The compiled service runs in its own process (bench/booking-server.mjs,
 * with --expose-gc) on a scratch database holding the 10,000 generated properties; this process
 * sends, at a fixed rate whether or not earlier answers came back (an open loop, as visitors
 * arrive), a mix of search, count, hot, by-ids, reviews, login and refresh (each refresh rotates
 * a cookie that an earlier login or refresh gave).
 *
 * Prints the requests, errors (anything but the expected status, or no answer), p50/p99 per kind
 * and overall, and the service's memory (RSS and heap, after a collection) after the warm-up and
 * at the end, with the growth in percent. Fails (exit 1) on an error or a heap growth over 10%.
 * Everything listens on 127.0.0.1; temporary files are removed and a deadline stops a hung run.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messageWith } from './bench-support.js';
import { fixtureDistricts, fixtureProperties, toIndexRow } from './catalog-fixture.js';

const propertyCount = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const warmUpSeconds = Number(process.env.BENCH_SOAK_WARM_UP_SECONDS ?? 15);
/** What the shared 2-CPU machine held while other engineers ran their e2e suites (40 did not). */
const rate = Number(process.env.BENCH_SOAK_RATE ?? 20);
/**
 * The search cache's memory (SEARCH_CACHE_MB, 64 in production): small, so that the warm-up fills
 * it and its growth to its bound is not read as a leak.
 */
const searchCacheMb = process.env.BENCH_SOAK_SEARCH_CACHE_MB ?? '2';
/** At most this many requests in flight: past it a tick is counted as an error (the rate is not held). */
const maxInFlight = 200;
const targets = { errors: 0, heapGrowthPercent: 10 };
const deadlineMs = 10 * 60_000;

const benchDir = import.meta.dirname;
const cleanups: (() => Promise<void>)[] = [];
const children: ChildProcess[] = [];

function log(message: string) {
  process.stdout.write(`${message}\n`);
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type Memory = NodeJS.MemoryUsage;

async function memoryOf(child: ChildProcess): Promise<Memory> {
  const answer = messageWith<{ memory: Memory }>(child, 'memory', 30_000);
  child.send('memory');
  return (await answer).memory;
}

/** A small deterministic generator, so two runs send the same mix. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function main() {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'stayvn-bench-soak-'));
  cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  delete env.DATABASE_URL;
  env.BENCH_PGLITE_DIR = path.join(scratch, 'pglite');
  // Logins and refreshes all come from 127.0.0.1 for one guest: far more than a person would.
  env.BENCH_AUTH_RATE_LIMIT = '1000000';
  env.BENCH_SEARCH_CACHE_MB = searchCacheMb;
  const child = fork(path.join(benchDir, 'booking-server.mjs'), {
    env,
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  log(`soak: ${propertyCount.toLocaleString('en')} properties into a scratch PGlite index`);
  await messageWith(child, 'ready', 300_000);
  const properties = fixtureProperties(propertyCount);
  child.send(properties.map(toIndexRow));
  const { port, email, password } = await messageWith<{ port: number; email: string; password: string }>(
    child,
    'port',
    300_000,
  );
  const base = `http://127.0.0.1:${port}`;
  const next = random(20);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const ids = properties.map((property) => property.documentId);
  const apartmentIds = properties.filter((p) => p.kind === 'apartment').map((p) => p.documentId);

  /** Refresh cookies ready to rotate; each is used once (a reused one ends its session). */
  const refreshTokens: string[] = [];
  const refreshOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => /^stayvn_refresh=([^;]+)/.exec(cookie)?.[1])
      .find(Boolean);

  function searchQuery() {
    const cityId = pick([1, 2, 3] as const);
    const districts = fixtureDistricts.filter((district) => district.cityId === cityId);
    const query = new URLSearchParams({
      type: next() < 0.8 ? 'residence' : 'office',
      cityId: String(cityId),
      lang: pick(['en', 'jp', 'vi']),
      currency: next() < 0.8 ? 'USD' : 'VND',
      sort: pick(['all', 'price_asc', 'price_desc']),
      pageIndex: String(1 + Math.floor(next() * 3)),
    });
    if (next() < 0.5) query.set('districts', pick(districts).key);
    // Half the price ceilings repeat (cached answers), half are new (computed).
    if (next() < 0.5) query.set('priceMax', String(next() < 0.5 ? 2500 : 1000 + Math.floor(next() * 4000)));
    if (next() < 0.2) query.set('keyword', pick(['lotus', 'view', 'tower', 'ba dinh']));
    return query;
  }

  type Kind = 'search' | 'count' | 'hot' | 'by-ids' | 'reviews' | 'login' | 'refresh';
  const mix: [Kind, number][] = [
    ['search', 35],
    ['count', 20],
    ['hot', 10],
    ['by-ids', 12],
    ['reviews', 13],
    ['login', 3],
    ['refresh', 7],
  ];
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  const kindOf = () => {
    let at = next() * total;
    for (const [kind, weight] of mix) {
      at -= weight;
      if (at < 0) return kind;
    }
    return 'search' as Kind;
  };

  async function send(kind: Kind): Promise<void> {
    switch (kind) {
      case 'search':
        return expect200(fetch(`${base}/v1/properties/search?${searchQuery()}`));
      case 'count':
        return expect200(fetch(`${base}/v1/properties/search/count?${searchQuery()}`));
      case 'hot':
        return expect200(
          fetch(`${base}/v1/properties/hot?cityId=${pick([1, 2, 3])}&lang=${pick(['en', 'jp', 'vi'])}`),
        );
      case 'by-ids': {
        const query = new URLSearchParams({ lang: 'en', currency: 'USD' });
        for (let index = 0; index < 1 + Math.floor(next() * 10); index += 1) query.append('ids', pick(ids));
        return expect200(fetch(`${base}/v1/properties/by-ids?${query}`));
      }
      case 'reviews':
        return expect200(
          fetch(`${base}/v1/properties/${pick(apartmentIds)}/reviews?lang=en&pageIndex=1&pageSize=5`),
        );
      case 'login': {
        const response = await fetch(`${base}/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, rememberMe: false }),
        });
        await expectStatus(response, 200);
        const token = refreshOf(response);
        if (token) refreshTokens.push(token);
        return;
      }
      case 'refresh': {
        const token = refreshTokens.shift();
        if (!token) return send('login');
        const response = await fetch(`${base}/v1/auth/refresh`, {
          method: 'POST',
          headers: { cookie: `stayvn_refresh=${token}` },
        });
        await expectStatus(response, 200);
        const rotated = refreshOf(response);
        if (rotated) refreshTokens.push(rotated);
        return;
      }
    }
  }

  async function expect200(request: Promise<Response>) {
    await expectStatus(await request, 200);
  }
  async function expectStatus(response: Response, status: number) {
    const body = await response.text();
    if (response.status !== status) throw new Error(`${response.status} ${body.slice(0, 200)}`);
  }

  /** Sends at `rate` per second for `durationS`, an open loop; returns what happened. */
  async function run(durationS: number) {
    const latencies = new Map<Kind, number[]>();
    const errors: string[] = [];
    let sent = 0;
    let inFlight = 0;
    const pending = new Set<Promise<void>>();
    const started = performance.now();
    const count = Math.round(durationS * rate);
    for (let index = 0; index < count; index += 1) {
      const due = started + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const kind = kindOf();
      if (inFlight >= maxInFlight) {
        errors.push(`${kind}: over ${maxInFlight} requests in flight, the rate is not held`);
        continue;
      }
      sent += 1;
      inFlight += 1;
      const sentAt = performance.now();
      const request = send(kind)
        .then(
          () => {
            const list = latencies.get(kind) ?? [];
            list.push(performance.now() - sentAt);
            latencies.set(kind, list);
          },
          (error: unknown) => {
            errors.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
          },
        )
        .finally(() => {
          inFlight -= 1;
          pending.delete(request);
        });
      pending.add(request);
    }
    await Promise.all(pending);
    return { latencies, errors, sent, elapsedS: (performance.now() - started) / 1000 };
  }

  log(`  warm-up: ${warmUpSeconds} s at ${rate} req/s (search cache ${searchCacheMb} MB)`);
  const warmUp = await run(warmUpSeconds);
  if (warmUp.errors.length) log(`  warm-up errors: ${warmUp.errors.length} (first: ${warmUp.errors[0]})`);
  const before = await memoryOf(child);
  log(`  soak: ${seconds} s at ${rate} req/s (open loop, at most ${maxInFlight} in flight)`);
  const soak = await run(seconds);
  const after = await memoryOf(child);
  await stop(child);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  const growth = (from: number, to: number) =>
    `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)}%`;
  const all = [...soak.latencies.values()].flat().sort((a, b) => a - b);
  log('');
  log(
    `requests: ${soak.sent.toLocaleString('en')} in ${soak.elapsedS.toFixed(1)} s (${(soak.sent / soak.elapsedS).toFixed(1)} req/s)`,
  );
  log(
    `errors: ${soak.errors.length}${soak.errors.length ? ` (first: ${soak.errors.slice(0, 3).join(' | ')})` : ''}`,
  );
  log(`latency, all: p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}`);
  for (const [kind] of mix) {
    const list = (soak.latencies.get(kind) ?? []).sort((a, b) => a - b);
    log(
      `  ${kind.padEnd(8)} ${String(list.length).padStart(6)} × p50 ${ms(percentile(list, 50)).padStart(9)}, p99 ${ms(percentile(list, 99)).padStart(9)}`,
    );
  }
  log(`memory after the warm-up → at the end (after a collection):`);
  log(`  rss        ${mb(before.rss)} → ${mb(after.rss)} (${growth(before.rss, after.rss)})`);
  log(
    `  heap used  ${mb(before.heapUsed)} → ${mb(after.heapUsed)} (${growth(before.heapUsed, after.heapUsed)})`,
  );
  log(
    `  heap total ${mb(before.heapTotal)} → ${mb(after.heapTotal)} (${growth(before.heapTotal, after.heapTotal)})`,
  );
  log(
    `load average (1, 5, 15 min): ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')} on ${os.cpus().length} CPUs`,
  );

  const heapGrowth = ((after.heapUsed - before.heapUsed) / before.heapUsed) * 100;
  const failures = [
    ...(soak.errors.length > targets.errors
      ? [`${soak.errors.length} errors (target ${targets.errors})`]
      : []),
    ...(heapGrowth > targets.heapGrowthPercent
      ? [`heap grew ${heapGrowth.toFixed(1)}% (target under ${targets.heapGrowthPercent}%)`]
      : []),
  ];
  if (failures.length) {
    log(`FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

const deadline = setTimeout(() => {
  log(`the soak did not finish within ${deadlineMs / 60_000} minutes`);
  void cleanUp().finally(() => process.exit(1));
}, deadlineMs);
deadline.unref();

try {
  await main();
} catch (error) {
  log(`soak failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
