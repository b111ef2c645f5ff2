import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { lookup as dnsLookup } from 'node:dns';
import { get as httpsGet } from 'node:https';
import type { LookupFunction } from 'node:net';
import { join } from 'node:path';
import { checkAfterTheRun } from './production-checks.js';

/*
 * The production run's global setup: `npm run prod:local` on fresh databases in the run's own
 * folder, with its ports moved by PROD_LOCAL_PORT_OFFSET (else E2E_PORT_OFFSET). Once it is up,
 * a probe asks the API through Caddy every 100 ms, and KILL_AFTER_SECONDS (default 20) into the
 * journeys the second booking-service instance gets SIGKILL (the topology restarts it, as
 * compose's restart policy does). The teardown prints the figures and checks the run's mail and
 * bookings (support/production-checks.ts).
 */
const root = new URL('../..', import.meta.url).pathname;

type State = {
  ready: boolean;
  urls: { web: string; api: string };
  instances: Array<{ url: string; pid: number; restarts: number }>;
  databases: { booking: string };
  mailDir: string;
};

export default async function productionSetup() {
  const stateDir = process.env.STAYVN_E2E_PRODUCTION_DIR!;
  const stateFile = process.env.STAYVN_E2E_PRODUCTION_STATE!;
  const offset = process.env.PROD_LOCAL_PORT_OFFSET ?? process.env.E2E_PORT_OFFSET ?? '0';
  const started = Date.now();
  // PROD_E2E_ATTACH=1 with STAYVN_E2E_PRODUCTION_DIR: a topology `npm run prod:local --fresh
  // --state-dir <it>` already brought up (and no test has used yet) instead of a new one.
  if (process.env.PROD_E2E_ATTACH === '1') return attached(stateFile, started);
  // The runner's own NODE_OPTIONS (set for the workers) are not the topology's business.
  const { NODE_OPTIONS: _options, NODE_EXTRA_CA_CERTS: _ca, ...env } = process.env;
  const topology = spawn(
    'node',
    [
      'scripts/prod-local.mjs',
      '--fresh',
      '--state-dir',
      stateDir,
      '--port-offset',
      offset,
      '--database-prefix',
      `stayvn_e2e_prod_${offset}`,
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const log: string[] = [];
  for (const stream of [topology.stdout!, topology.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      log.push(chunk.toString());
      if (process.env.PROD_LOCAL_LOG) process.stdout.write(chunk);
    });
  }
  const state = await waitForState(stateFile, topology, log);
  console.log(`production topology up in ${Math.round((Date.now() - started) / 1000)} s: ${state.urls.web}`);

  const probe = startProbe(
    `${state.urls.api}/health`,
    join(stateDir, 'caddy-data/caddy/pki/authorities/local/root.crt'),
  );
  const killer = scheduleKill(state);

  return async function productionTeardown() {
    clearTimeout(killer.timer);
    const figures = await probe.stop();
    const after = report(stateFile, figures, killer.killedAt(), started);
    try {
      await checkAfterTheRun(after, { killed: killer.killedAt() > 0 });
    } finally {
      try {
        process.kill(-topology.pid!, 'SIGTERM');
      } catch {
        // gone
      }
      await new Promise((resolve) =>
        topology.exitCode === null ? topology.once('exit', resolve) : resolve(null),
      );
      if (!process.env.KEEP_PROD_LOCAL) rmSync(stateDir, { recursive: true, force: true });
    }
  };
}

/** KILL_AFTER_SECONDS (default 20) into the journeys, SIGKILL to the second instance. */
function scheduleKill(state: State) {
  let killedAt = 0;
  const timer = setTimeout(
    () => {
      const victim = state.instances[1]!;
      killedAt = Date.now();
      console.log(`\nSIGKILL to booking-service instance 2 (pid ${victim.pid}, ${victim.url})`);
      process.kill(victim.pid, 'SIGKILL');
    },
    Number(process.env.KILL_AFTER_SECONDS ?? 20) * 1000,
  );
  return { timer, killedAt: () => killedAt };
}

type Figures = { requests: number; failed: number; failures: string[] };

/** Prints the run's figures (README, "Production") and keeps them in figures.json. */
function report(stateFile: string, figures: Figures, killedAt: number, started: number): State {
  const after = JSON.parse(readFileSync(stateFile, 'utf8')) as State;
  const seconds = Math.round((Date.now() - started) / 1000);
  const restarts = after.instances[1]!.restarts;
  writeFileSync(
    join(stateFile, '..', 'figures.json'),
    JSON.stringify({ ...figures, killedAt, seconds, restarts }, null, 2),
  );
  console.log(
    `\nproduction run: ${seconds} s from the global setup to the end; the probe sent ${figures.requests} ` +
      `requests through Caddy, ${figures.failed} failed${figures.failed ? ` (${figures.failures.join('; ')})` : ''}; ` +
      `instance 2 ${killedAt ? `killed at ${new Date(killedAt).toISOString().slice(11, 19)}, restarted ${restarts} time(s)` : 'never killed'}`,
  );
  return after;
}

async function attached(stateFile: string, started: number) {
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as State;
  const probe = startProbe(
    `${state.urls.api}/health`,
    join(process.env.STAYVN_E2E_PRODUCTION_DIR!, 'caddy-data/caddy/pki/authorities/local/root.crt'),
  );
  const killer = scheduleKill(state);
  return async () => {
    clearTimeout(killer.timer);
    const figures = await probe.stop();
    report(stateFile, figures, killer.killedAt(), started);
    await checkAfterTheRun(JSON.parse(readFileSync(stateFile, 'utf8')) as State, {
      killed: killer.killedAt() > 0,
    });
  };
}

async function waitForState(stateFile: string, topology: ChildProcess, log: string[]): Promise<State> {
  const deadline = Date.now() + 20 * 60_000;
  while (Date.now() < deadline) {
    if (topology.exitCode !== null)
      throw new Error(`prod:local stopped (${topology.exitCode}):\n${log.join('').slice(-4000)}`);
    if (existsSync(stateFile)) {
      const state = JSON.parse(readFileSync(stateFile, 'utf8')) as State;
      if (state.ready) return state;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`prod:local was not up within 20 minutes:\n${log.join('').slice(-4000)}`);
}

/** GETs the API's health through Caddy every 100 ms; counts what did not answer 200. */
function startProbe(url: string, caCert: string) {
  let running = true;
  let requests = 0;
  const failures: string[] = [];
  // The runner process has no shim or extra authority (those are the workers'): given here.
  const ca = readFileSync(caCert);
  const lookup: LookupFunction = (_hostname, options, callback) => dnsLookup('127.0.0.1', options, callback);
  const ask = () =>
    new Promise<string>((resolve) => {
      const request = httpsGet(url, { ca, lookup, timeout: 10_000 }, (response) => {
        response.resume();
        resolve(String(response.statusCode));
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => resolve(error.message));
    });
  const loop = (async () => {
    while (running) {
      requests += 1;
      const status = await ask();
      if (status !== '200') failures.push(`${new Date().toISOString().slice(11, 19)} ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { requests, failed: failures.length, failures: failures.slice(0, 10) };
    },
  };
}
