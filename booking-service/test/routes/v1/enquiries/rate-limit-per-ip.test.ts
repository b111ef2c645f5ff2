import { describe, expect, it } from 'vitest';
import { buildAccounts, newEmail } from '../../../helpers/accounts.js';

const { app } = await buildAccounts({ ENQUIRY_RATE_LIMIT_PER_IP: '2' });

describe('POST /v1/enquiries per client address', () => {
  it('answers 429 with Retry-After after the limit, counting invalid requests too', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/v1/enquiries',
        payload: { email: newEmail() },
        remoteAddress: '10.30.0.1',
      });
    expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(400);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/v1/enquiries',
      payload: {},
      remoteAddress: '10.30.0.2',
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});
