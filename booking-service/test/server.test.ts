import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCatalogRepository } from '../src/catalog/catalog-repository.js';
import { packageRoot } from '../src/config/env.js';
import { connectDatabase } from '../src/db/connect.js';
import { freePort } from './helpers/cms-peer.js';
import { createTestDatabase } from './helpers/test-database.js';

const database = await createTestDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), 'booking-server-'));
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function waitForHealth(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe('server', () => {
  it('starts without the CMS, answers, and shuts down gracefully on SIGTERM', async () => {
    // The process compiles the service with tsx first: 10 s idle, 45 s on a loaded machine.
    const port = await freePort();
    const cmsPort = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: packageRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        // Nothing listens there: the startup resync keeps retrying in the background.
        CMS_URL: `http://127.0.0.1:${cmsPort}`,
        FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
        ...(database.env.DATABASE_URL
          ? { DATABASE_URL: database.env.DATABASE_URL }
          : { PGLITE_DATA_DIR: dataDir }),
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));

    try {
      const health = await waitForHealth(`http://127.0.0.1:${port}/health`, Date.now() + 120_000);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      child.kill('SIGTERM');
    }
    const started = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(output).toContain('catalog: index is empty');
    expect(output).toContain('SIGTERM received, server closing');

    // The database was closed cleanly and migrated: it opens again with the catalog table.
    const connection = await connectDatabase({
      DATABASE_URL: database.env.DATABASE_URL,
      PGLITE_DATA_DIR: dataDir,
    });
    try {
      expect(
        await createCatalogRepository(connection.db, { cmsPublicUrl: 'http://localhost:1337' }).count(),
      ).toBe(0);
    } finally {
      await connection.close();
    }
  }, 150_000);
});
