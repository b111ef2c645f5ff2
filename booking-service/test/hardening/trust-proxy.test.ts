import { describe, expect, it } from 'vitest';
import { buildAccounts, newEmail } from '../helpers/accounts.js';

/*
 * Issue 20, finding 7: production trusted every X-Forwarded-For hop, so a client could name any
 * address it liked and dodge the per-address limits. Now it trusts the hops it is told
 * (TRUST_PROXY_HOPS: docker-compose sets one, the Caddy in front), and the address it counts is
 * the one that proxy saw. Issue 29: unset it is 0, since `npm start` has no proxy in front and the
 * header would be the client's own word. Three logins per address here.
 */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-jwt-secret-of-32-chars+',
  ALTCHA_HMAC_KEY: 'a-production-altcha-key-of-32-chars+',
  STAFF_API_TOKEN: 'a-production-staff-token-of-32-chars+',
  CALENDAR_FEED_SECRET: 'a-production-calendar-secret-32-chars+',
  STAFF_JWT_SECRET: 'a-production-staff-jwt-secret-32-chars',
  STAFF_ADMIN_EMAIL: 'ops@stayvn.example',
  STAFF_ADMIN_PASSWORD: 'a-production-admin-password',
  AUTH_RATE_LIMIT_PER_IP: '3',
};

const noProxy = (await buildAccounts(production)).app;
const oneProxy = (await buildAccounts({ ...production, TRUST_PROXY_HOPS: '1' })).app;
const twoProxies = (await buildAccounts({ ...production, TRUST_PROXY_HOPS: '2' })).app;

const login = (app: typeof noProxy, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: '172.18.0.5',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: newEmail(), password: 'Wrong#guess1' },
  });

describe('client addresses behind the proxy', () => {
  it('ignores X-Forwarded-For when TRUST_PROXY_HOPS is not set', async () => {
    const app = noProxy;
    for (let i = 0; i < 3; i++) {
      expect((await login(app, `203.0.113.${i}`)).statusCode).toBe(400);
    }
    // A fresh forged address does not reset the count of the connection's own address.
    expect((await login(app, '203.0.113.99')).json().error.code).toBe('captcha_required');
  });

  it('counts the address the one trusted proxy saw, whatever the client forged before it', async () => {
    const app = oneProxy;
    for (let i = 0; i < 3; i++) {
      expect((await login(app, `203.0.113.${i}, 198.51.100.7`)).statusCode).toBe(400);
    }
    // Its wrong passwords counted together (3 per address here): a captcha from now on.
    expect((await login(app, '203.0.113.99, 198.51.100.7')).json().error.code).toBe('captcha_required');
    // Another client behind the same proxy is not held back.
    expect((await login(app, '203.0.113.99, 198.51.100.8')).json().error.code).toBe('invalid_credentials');
  });

  it('with two proxies in front, counts the address the outer one saw', async () => {
    const app = twoProxies;
    for (let i = 0; i < 3; i++) {
      expect((await login(app, `203.0.113.${i}, 198.51.100.7, 10.0.0.2`)).statusCode).toBe(400);
    }
    expect((await login(app, '203.0.113.99, 198.51.100.7, 10.0.0.2')).json().error.code).toBe(
      'captcha_required',
    );
  });
});
