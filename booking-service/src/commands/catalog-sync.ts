/**
 * `npm run catalog:sync`: migrates the configured database, rebuilds the catalog index from
 * the CMS (upserting every published property, deleting what the CMS no longer publishes)
 * and exits with a summary. For a new environment, after a restore, or when webhooks were missed.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import serviceApp, { serverOptions } from '../app.js';
import { loadEnvOrExit } from '../config/env.js';

const config = loadEnvOrExit();
// The command does the sync itself, in the foreground.
const app = Fastify(serverOptions(config));
await app.register(fp(serviceApp), { config: { ...config, CATALOG_SYNC_ON_START: false } });

let exitCode = 0;
try {
  await app.ready();
  const result = await app.catalogService.syncAll();
  const total = await app.catalogRepository.count();
  process.stdout.write(
    `catalog:sync: ${result.upserted} upserted, ${result.deleted} deleted, ${result.invalid.length} skipped as invalid ` +
      `in ${result.durationMs} ms; the index holds ${total} properties\n`,
  );
  for (const entry of result.invalid) {
    process.stdout.write(
      `  skipped ${entry.documentId ?? '?'} (${entry.locale}): ${entry.problems.join('; ')}\n`,
    );
  }
} catch (error) {
  process.stderr.write(`catalog:sync failed: ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await app.close();
}
process.exit(exitCode);
