import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import serviceApp from './app.js';
import { loadEnvOrExit, type Env } from './config/env.js';

function loggerOptions(config: Env) {
  // Pretty logs for a developer's terminal; JSON lines everywhere else (collectors parse them).
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

async function main() {
  const config = loadEnvOrExit();
  const app = Fastify({
    logger: loggerOptions(config),
    // Behind a reverse proxy the client address comes from X-Forwarded-For.
    trustProxy: config.NODE_ENV === 'production',
  });

  await app.register(serviceApp, { config });

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
