import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCatalogRepository } from '../../src/catalog/catalog-repository.js';
import { packageRoot } from '../../src/config/env.js';
import { connectDatabase } from '../../src/db/connect.js';
import { peerProperty, startCmsPeer } from '../helpers/cms-peer.js';
import { createTestDatabase } from '../helpers/test-database.js';

const cms = await startCmsPeer();
const database = await createTestDatabase();
// The command runs against the configured database: a PGlite folder here, or PostgreSQL.
const dataDir = await mkdtemp(path.join(tmpdir(), 'catalog-sync-'));
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  CMS_URL: cms.url,
  // Run from source: autoload must be told that tsx (loaded by --import) handles .ts files.
  FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
  ...(database.env.DATABASE_URL ? { DATABASE_URL: database.env.DATABASE_URL } : { PGLITE_DATA_DIR: dataDir }),
};

afterAll(async () => {
  await cms.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

// Asynchronous: the CMS peer lives in this process and must keep answering meanwhile.
function runCommand(): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/commands/catalog-sync.ts'], {
      cwd: packageRoot,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function indexedIds() {
  const connection = await connectDatabase({
    DATABASE_URL: database.env.DATABASE_URL,
    PGLITE_DATA_DIR: dataDir,
  });
  try {
    return await createCatalogRepository(connection.db, { cmsPublicUrl: 'http://localhost:1337' }).listIds();
  } finally {
    await connection.close();
  }
}

// Each run starts a process that compiles the service with tsx: 10 s idle, 40 s on a loaded machine.
describe('npm run catalog:sync', () => {
  // Two runs of the command, each booting Node, tsx and the database: slow on a busy machine.
  it('migrates, rebuilds the index from the CMS and exits with a summary', { timeout: 180_000 }, async () => {
    const [first, second] = [peerProperty(), peerProperty()];
    cms.publish(first);
    cms.publish(second);

    const run = await runCommand();

    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /2 upserted, 0 deleted, 0 skipped as invalid in \d+ ms; the index holds 2 properties/,
    );
    expect(await indexedIds()).toEqual([first.documentId, second.documentId].sort());

    cms.remove(first.documentId);
    const again = await runCommand();
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/1 upserted, 1 deleted, .* the index holds 1 properties/);
    expect(await indexedIds()).toEqual([second.documentId]);
  });

  it('fails with a message when the CMS cannot be read', { timeout: 120_000 }, async () => {
    cms.setDown(true);
    const run = await runCommand();
    cms.setDown(false);

    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/catalog:sync failed: CMS answered 503/);
  });
});
