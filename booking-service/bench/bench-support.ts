/** What the booking benches share: a scratch database, the CMS site setting, IPC with the service. */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export function log(message: string) {
  process.stdout.write(`${message}\n`);
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The CMS site setting, as the booking service reads it. */
export async function siteSettingStandIn(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url !== '/api/site-setting') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        data: {
          exchangeRate: 25_400,
          vatRate: 10,
          serviceChargeRate: 5,
          bankName: 'Vietcombank',
          bankBin: '970436',
          bankAccountNumber: '0071001234567',
          bankAccountName: 'BENCH',
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

export function messageWith<T>(child: ChildProcess, key: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "${key}" from the service within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message !== null && key in message) {
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(message as T);
      }
    };
    child.on('message', onMessage);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited (${code}) before sending "${key}"`));
    });
  });
}

/** A scratch database for the bench's service, dropped by the cleanups it adds. */
export async function scratchDatabase(
  env: Record<string, string>,
  cleanups: (() => Promise<void>)[],
): Promise<string> {
  if (!process.env.DATABASE_URL) {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'stayvn-bench-'));
    cleanups.push(() => rm(scratch, { recursive: true, force: true }));
    env.BENCH_PGLITE_DIR = path.join(scratch, 'pglite');
    return 'PGlite (a temporary folder)';
  }
  const name = `booking_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const { rows } = await admin.query<{ server_version: string }>('show server_version');
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.BENCH_DATABASE_URL = url.toString();
  return `PostgreSQL ${rows[0]?.server_version ?? '?'} (${url.host}${url.pathname})`;
}
