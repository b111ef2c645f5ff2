import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import serviceApp, { serverOptions } from './app.js';
import { loadEnvOrExit } from './config/env.js';

async function main() {
  const config = loadEnvOrExit();
  const app = Fastify(serverOptions(config));

  // fp: the app's decorators (db, services) stay reachable from the root instance.
  await app.register(fp(serviceApp), { config });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'server closing with error');
    else app.log.info(`${signal} received, server closing`);
    // Closing the app closes the server first, then the sync queue, then the database.
    await app.close();
  });

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    app.log.error({ err }, 'could not start');
    process.exit(1);
  }
}

await main();
