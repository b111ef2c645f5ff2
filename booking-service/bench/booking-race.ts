/**
 * `npm run bench:race` (and the end of `npm run bench`): the booking race. The compiled service
 * runs in its own process (bench/booking-server.mjs) on a scratch database (PGlite in a temporary
 * folder, or a `booking_bench_*` database on the `DATABASE_URL` server), with a local stand-in
 * for the CMS site setting. Then:
 *
 * 1. 200 create requests (distinct Idempotency-Keys) for the same apartment and nights, all at
 *    once, each by a guest of their own (a user and a session) over that guest's open connection
 *    → exactly 1 booking, 199 × 409, 0 × 5xx;
 *    latency p50/p99 against the target;
 * 2. distinct bookings (one per apartment) as fast as 20 concurrent clients go → bookings/s.
 *
 * Fails (exit 1) when the race does not end with exactly one booking and no 5xx.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { addDays, monthOf, todayInVietnam } from '@stayvn/shared';
import { log, messageWith, percentile, scratchDatabase, siteSettingStandIn } from './bench-support.js';
import { fixtureProperties, toIndexRow } from './catalog-fixture.js';

const racers = Number(process.env.BENCH_RACERS ?? 200);
const distinct = Number(process.env.BENCH_DISTINCT_BOOKINGS ?? 200);
const distinctConcurrency = 20;
const targetP99Ms = 200;
/** PROF=1: the service's CPU profile of the measured race, written here (open it in DevTools). */
const profileTo = process.env.PROF
  ? path.join(os.tmpdir(), `booking-race-${Date.now()}.cpuprofile`)
  : undefined;
const benchDir = import.meta.dirname;
const cleanups: (() => Promise<void>)[] = [];
const children: ChildProcess[] = [];

interface Outcome {
  status: number;
  ms: number;
}

async function run() {
  const cms = await siteSettingStandIn();
  cleanups.push(() => new Promise((resolve) => cms.server.close(() => resolve())));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    BENCH_CMS_URL: cms.url,
    BENCH_GUESTS: String(racers),
  };
  const database = await scratchDatabase(env, cleanups);
  delete env.DATABASE_URL;
  const child = fork(path.join(benchDir, 'booking-server.mjs'), {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await messageWith(child, 'ready', 300_000);
  // Short-stay apartments: one to race for, one per distinct booking.
  const rows = fixtureProperties(distinct + 1).map((property) => ({
    ...toIndexRow(property),
    kind: 'apartment' as const,
    typeCode: 'short' as const,
  }));
  child.send(rows);
  const { port, accessToken, guestTokens } = await messageWith<{
    port: number;
    accessToken: string;
    guestTokens: string[];
  }>(child, 'port', 300_000);
  const base = `http://127.0.0.1:${port}`;
  const checkIn = addDays(todayInVietnam(), 30);
  const checkOut = addDays(checkIn, 3);

  // Each racer is a guest's browser with a connection of its own, through node:http: fetch's own
  // work in this process (about 1 ms a request) would otherwise be most of what the race
  // measures, the load generator sharing the machine with the service. The connection is kept
  // open from the warm-up race, as a guest's browser keeps the one it loaded the payment summary
  // over (availability, the price) when "Book" is pressed.
  const guests = guestTokens.map((token) => ({
    token,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
  }));
  const clients = new http.Agent({ keepAlive: true, maxSockets: distinctConcurrency });
  cleanups.push(async () => {
    for (const agent of [...guests.map((guest) => guest.agent), clients]) agent.destroy();
  });
  const client = { token: accessToken, agent: clients };
  function create(
    propertyId: string,
    { token, agent }: { token: string; agent: http.Agent },
    stay = { checkIn, checkOut },
  ): Promise<Outcome> {
    const body = JSON.stringify({
      propertyId,
      ...stay,
      fullName: 'Bench Guest',
      email: 'bench@example.com',
      phoneNumber: '+84901234567',
      paymentMethod: 'bank_transfer',
      language: 'en',
      acceptTerms: true,
    });
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/v1/bookings',
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'idempotency-key': randomUUID(),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  // Warm-up, not measured: the same race for later nights of the same apartment, so that the
  // measured one meets a service whose create path has been compiled, as a running one has.
  const warmStay = { checkIn: addDays(checkIn, 60), checkOut: addDays(checkIn, 63) };
  const warmUp = await Promise.all(guests.map((guest) => create(rows[0]!.documentId, guest, warmStay)));
  if (warmUp.filter((outcome) => outcome.status === 201).length !== 1)
    throw new Error('the warm-up race did not end with exactly one booking');

  log(`booking race on ${database}: ${racers} concurrent creates for one apartment and nights`);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  if (profileTo) {
    child.send({ profileStart: true });
    await messageWith(child, 'profiling', 10_000);
  }
  const cpuBefore = await serverCpu(child);
  const raceStarted = performance.now();
  const outcomes = await Promise.all(guests.map((guest) => create(rows[0]!.documentId, guest)));
  const raceMs = performance.now() - raceStarted;
  const cpuAfter = await serverCpu(child);
  if (profileTo) {
    child.send({ profileTo });
    const { profiled } = await messageWith<{ profiled: string }>(child, 'profiled', 30_000);
    log(`  the service's profile of the race: ${profiled}`);
  }
  const count = (predicate: (status: number) => boolean) =>
    outcomes.filter((outcome) => predicate(outcome.status)).length;
  const created = count((status) => status === 201);
  const conflicts = count((status) => status === 409);
  const serverErrors = count((status) => status >= 500);
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  // The months of the stay, as the guest's date picker asks for them.
  const months = [...new Set([monthOf(checkIn), monthOf(addDays(checkOut, -1))])];
  const answers = await Promise.all(
    months.map(async (month) => {
      const response = await fetch(
        `${base}/v1/properties/${rows[0]!.documentId}/availability?month=${month}`,
      );
      return ((await response.json()) as { unavailable: string[] }).unavailable;
    }),
  );
  const availability = {
    unavailable: answers.flat().filter((night) => night >= checkIn && night < checkOut),
  };
  log(
    `  ${created} × 201, ${conflicts} × 409, ${serverErrors} × 5xx, other ${racers - created - conflicts - serverErrors}; ` +
      `nights taken ${availability.unavailable.length}/3; all answered in ${raceMs.toFixed(0)} ms; ` +
      `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms ` +
      `(load average before: ${load}); the service's CPU for the race ${cpuMs(cpuBefore, cpuAfter)} ms`,
  );

  log(`distinct bookings: ${distinct} apartments, ${distinctConcurrency} clients`);
  const queue = rows.slice(1).map((row) => row.documentId);
  const distinctOutcomes: Outcome[] = [];
  const distinctStarted = performance.now();
  await Promise.all(
    Array.from({ length: distinctConcurrency }, async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        distinctOutcomes.push(await create(next, client));
    }),
  );
  const seconds = (performance.now() - distinctStarted) / 1000;
  const ok = distinctOutcomes.filter((outcome) => outcome.status === 201).length;
  const distinctLatencies = distinctOutcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  log(
    `  ${ok}/${distinct} created in ${seconds.toFixed(1)} s: ${(ok / seconds).toFixed(1)} bookings/s; ` +
      `p50 ${percentile(distinctLatencies, 50).toFixed(0)} ms, p99 ${percentile(distinctLatencies, 99).toFixed(0)} ms ` +
      `(load average after: ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')})`,
  );
  const passed =
    created === 1 && conflicts === racers - 1 && serverErrors === 0 && availability.unavailable.length === 3;
  log(`race: ${passed ? 'exactly one booking, every other request 409, no 5xx' : 'FAILED'}`);
  const p99 = percentile(latencies, 99);
  log(
    `target p99 < ${targetP99Ms} ms for ${racers} concurrent creates: ${p99 < targetP99Ms ? 'met' : 'NOT met'} ` +
      `(${p99.toFixed(0)} ms); Node ${process.version}`,
  );
  return passed;
}

/** The service process's CPU time so far (user + system), asked over IPC. */
async function serverCpu(child: ChildProcess): Promise<NodeJS.CpuUsage> {
  child.send('cpu');
  return (await messageWith<{ cpu: NodeJS.CpuUsage }>(child, 'cpu', 10_000)).cpu;
}

function cpuMs(before: NodeJS.CpuUsage, after: NodeJS.CpuUsage): string {
  return ((after.user - before.user + after.system - before.system) / 1000).toFixed(0);
}

let passed = false;
try {
  passed = await run();
} catch (error) {
  process.stderr.write(
    `booking race bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
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
