import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../../db/connect.js';
import { appliedMigrations, shippedMigrations } from '../../../db/migrations-state.js';

const check = z.enum(['ok', 'unavailable', 'not_configured']);
const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: check,
  redis: check,
  migrations: z.enum(['ok', 'pending', 'unavailable']),
});

async function pingRedis(redis: { ping(): Promise<string> }): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 2_000);
  });
  try {
    return await Promise.race([redis.ping().then((answer) => answer === 'PONG'), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness, apart from liveness (`/health`): whether this instance should be sent traffic. The
 * database answers, Redis answers when REDIS_URL is set, and every migration of this build has
 * been applied (a newer build against an older database is not ready). 503 otherwise.
 */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const shipped = await shippedMigrations();
  fastify.get(
    '/',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: database and Redis reachable, migrations applied',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const databaseUp = await pingDatabase(fastify.db);
      const migrations = !databaseUp
        ? 'unavailable'
        : (await appliedMigrations(fastify.db).catch(() => -1)) >= shipped
          ? 'ok'
          : 'pending';
      const redis = !fastify.redis
        ? 'not_configured'
        : (await pingRedis(fastify.redis))
          ? 'ok'
          : 'unavailable';
      const ready = databaseUp && redis !== 'unavailable' && migrations === 'ok';
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ok' : 'unavailable',
        database: databaseUp ? 'ok' : 'unavailable',
        redis,
        migrations,
      });
    },
  );
};

export default plugin;
