import { errorCodes } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/connect.js';
import { AppError } from '../../errors/app-error.js';
import { hasBearerSecret } from '../../http/bearer-secret.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The durable work the service keeps in its database, read when Prometheus scrapes. */
async function workState(db: Database) {
  const [state] = rowsOf<{
    mail_pending: number;
    mail_failing: number;
    refunds_pending: number;
    refunds_failing: number;
    catalog_age: number | null;
  }>(
    await db.execute(sql`select
      (select count(*)::int from mail_jobs where status = 'pending') as mail_pending,
      (select count(*)::int from mail_jobs where status = 'pending' and last_error is not null) as mail_failing,
      (select count(*)::int from payments where kind = 'refund' and status = 'pending') as refunds_pending,
      (select count(*)::int from payments where kind = 'refund' and status = 'pending' and last_error is not null)
        as refunds_failing,
      (select extract(epoch from now() - max(indexed_at))::float8 from catalog_properties) as catalog_age`),
  );
  return state!;
}

/**
 * Prometheus metrics at GET /metrics (prom-client): request latency by route, the mail outbox's
 * depth and failing jobs, pending and failing refunds, the age of the newest catalog change, and
 * the process's defaults. Off unless METRICS_TOKEN is set; the scraper sends it as a bearer token.
 */
export default fp(
  async (fastify) => {
    const token = fastify.config.METRICS_TOKEN;
    if (!token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'booking_' });
    const latency = new Histogram({
      name: 'booking_http_request_duration_seconds',
      help: 'Request latency by route (the route pattern, not the URL), method and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const gauge = (
      name: string,
      help: string,
      read: (state: Awaited<ReturnType<typeof workState>>) => number,
    ) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(read(await workState(fastify.db)));
        },
      });
    gauge(
      'booking_outbox_pending_mails',
      'Mails waiting in the outbox (mail_jobs pending)',
      (s) => s.mail_pending,
    );
    gauge('booking_outbox_failing_mails', 'Pending mails whose last send failed', (s) => s.mail_failing);
    gauge(
      'booking_refund_jobs_pending',
      'Refunds waiting to be sent to the provider',
      (s) => s.refunds_pending,
    );
    gauge('booking_refund_jobs_failing', 'Pending refunds whose last try failed', (s) => s.refunds_failing);
    gauge(
      'booking_catalog_sync_lag_seconds',
      'Seconds since the catalog index last took a change from the CMS (-1 when empty)',
      (s) => s.catalog_age ?? -1,
    );

    fastify.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      latency.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    fastify.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!hasBearerSecret(request.headers.authorization, token))
        throw new AppError(401, errorCodes.unauthorized, 'The metrics token is missing or wrong');
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
