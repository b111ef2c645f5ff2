import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../helpers/build.js';
import { redisUrl } from '../../helpers/redis.js';

/*
 * Issue 29: readiness apart from liveness. /health/ready answers 200 only when the database
 * answers, Redis answers (when the service uses it) and every migration of this build is applied.
 */
describe('GET /health/ready', () => {
  it('is ok with the database, Redis and every migration', async (t) => {
    const app = await build({ REDIS_URL: redisUrl }, t);
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok', migrations: 'ok' });
  });

  it('answers 503 while a migration of this build is not applied', async (t) => {
    const app = await build({}, t);
    await app.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'ok',
      redis: 'not_configured',
      migrations: 'pending',
    });
    // Liveness is another question: the process is up.
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('answers 503 when Redis does not answer', async (t) => {
    const app = await build({ REDIS_URL: redisUrl }, t);
    app.redis!.disconnect();
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'ok', redis: 'unavailable' });
  });

  it('answers 503 when the database does not answer', async (t) => {
    const app = await build({}, t);
    await app.dbConnection.close();
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      database: 'unavailable',
      migrations: 'unavailable',
    });
  });
});
