import { describe, expect, it } from 'vitest';
import { build } from '../helpers/build.js';

/*
 * Issue 29: Prometheus metrics (prom-client) behind a bearer token, with request latency by
 * route and the state of the durable work (outbox, refunds, catalog).
 */
const token = 'test-metrics-token-0123456789';

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN', async (t) => {
    const app = await build({}, t);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('asks for the token and then reports latency by route and the outbox depth', async (t) => {
    const app = await build({ METRICS_TOKEN: token, MAIL_JOBS_WORKER: 'false' }, t);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-000000' },
        })
      ).statusCode,
    ).toBe(401);
    await app.inject({ method: 'GET', url: '/health' });
    await app.outbox.enqueueMail({
      to: 'reader@example.com',
      language: 'en',
      template: { kind: 'newsletter-welcome', link: 'https://stayvn.test/en' },
    });

    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(
      /booking_http_request_duration_seconds_count\{method="GET",route="\/health",status_code="200"\} 1/,
    );
    expect(response.body).toMatch(/^booking_outbox_pending_mails 1$/m);
    expect(response.body).toMatch(/^booking_outbox_failing_mails 0$/m);
    expect(response.body).toMatch(/^booking_refund_jobs_pending 0$/m);
    expect(response.body).toMatch(/^booking_catalog_sync_lag_seconds -1$/m);
  });
});
