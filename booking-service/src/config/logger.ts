import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env.js';

export function loggerOptions(config: Env): FastifyServerOptions['logger'] {
  // Pretty logs for a developer's terminal; JSON lines everywhere else (collectors parse them).
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
