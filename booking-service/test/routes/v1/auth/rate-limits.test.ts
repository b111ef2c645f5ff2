import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildAccounts, newEmail, signUp, type AccountsTestbed } from '../../../helpers/accounts.js';
import { redisTestPrefix, redisUrl, withRedis } from '../../../helpers/redis.js';

/**
 * Each limit is counted per client address and per e-mail address (login: per e-mail and client
 * address). The limits here are small (3 per IP, 2 per e-mail) so that a few requests reach them.
 */
function suite(store: 'memory' | 'redis', make: () => Promise<AccountsTestbed>) {
  describe(`rate limits (${store})`, async () => {
    const testbed = await make();
    const { app } = testbed;
    const account = await signUp(testbed);
    let ipCounter = 0;
    const nextIp = () =>
      `10.${store === 'redis' ? 1 : 2}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

    const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
      app.inject({ method: 'POST', url, payload, remoteAddress });

    function expectLimited(response: Awaited<ReturnType<typeof post>>) {
      expect(response.statusCode).toBe(429);
      expect(response.json().error.code).toBe('too_many_requests');
      expect(response.json().error.message).toMatch(/try again in \d+ seconds/);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }

    it('limits logins per e-mail and client address, without locking the owner out elsewhere', async () => {
      const payload = { email: account.email, password: 'Wrong#guess1' };
      const guesser = nextIp();
      expect((await post('/v1/auth/login', payload, guesser)).statusCode).toBe(400);
      expect((await post('/v1/auth/login', payload, guesser)).statusCode).toBe(400);
      // Brute force from one address against one e-mail: 429, even with the right password.
      expectLimited(await post('/v1/auth/login', payload, guesser));
      expectLimited(await post('/v1/auth/login', { ...payload, password: account.password }, guesser));
      // The owner, from their own address, is not locked out by the guesses.
      const owner = await post('/v1/auth/login', { ...payload, password: account.password }, nextIp());
      expect(owner.statusCode).toBe(200);
      expect(owner.json().accessToken).toEqual(expect.any(String));
    });

    it('limits logins per client address across e-mail addresses, counting invalid requests too', async () => {
      const ip = nextIp();
      for (let i = 0; i < 3; i++) {
        const response = await post(
          '/v1/auth/login',
          { email: i === 0 ? 'bad' : newEmail(), password: 'x' },
          ip,
        );
        expect(response.statusCode).toBe(400);
      }
      expectLimited(await post('/v1/auth/login', { email: newEmail(), password: 'x' }, ip));
      expect((await post('/v1/auth/login', { email: newEmail(), password: 'x' }, nextIp())).statusCode).toBe(
        400,
      );
    });

    it('limits sign-up e-mails per address and per client', async () => {
      const email = newEmail();
      expect((await post('/v1/auth/sign-up/email', { email, language: 'en' }, nextIp())).statusCode).toBe(
        200,
      );
      expect((await post('/v1/auth/sign-up/email', { email, language: 'en' }, nextIp())).statusCode).toBe(
        200,
      );
      expectLimited(await post('/v1/auth/sign-up/email', { email, language: 'en' }, nextIp()));

      const ip = nextIp();
      for (let i = 0; i < 3; i++) {
        expect(
          (await post('/v1/auth/sign-up/email', { email: newEmail(), language: 'en' }, ip)).statusCode,
        ).toBe(200);
      }
      expectLimited(await post('/v1/auth/sign-up/email', { email: newEmail(), language: 'en' }, ip));
    });

    it('limits forgotten-password mails per address', async () => {
      const payload = { email: account.email, language: 'en' };
      expect((await post('/v1/auth/password/forgot', payload, nextIp())).statusCode).toBe(200);
      expect((await post('/v1/auth/password/forgot', payload, nextIp())).statusCode).toBe(200);
      expectLimited(await post('/v1/auth/password/forgot', payload, nextIp()));
    });

    it('limits key verification per client address, over every route that takes a key', async () => {
      const ip = nextIp();
      const key = { key: 'x'.repeat(43) };
      expect((await post('/v1/auth/sign-up/verify', key, ip)).statusCode).toBe(400);
      expect((await post('/v1/auth/password/verify', key, ip)).statusCode).toBe(400);
      expect(
        (
          await post(
            '/v1/auth/password/reset',
            { verifyKey: key.key, password: 'Valid#pass12', confirmPassword: 'Valid#pass12' },
            ip,
          )
        ).statusCode,
      ).toBe(400);
      expectLimited(await post('/v1/auth/sign-up/verify', key, ip));
      expect((await post('/v1/auth/sign-up/verify', key, nextIp())).statusCode).toBe(400);
    });
  });
}

const limits = {
  AUTH_RATE_LIMIT_PER_IP: '3',
  AUTH_RATE_LIMIT_PER_EMAIL: '2',
  AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
};

suite('memory', () => buildAccounts(limits));

// A real Redis: the counters two instances of the service share.
const prefix = redisTestPrefix();

suite('redis', () => buildAccounts({ ...limits, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }));

describe('rate limits shared through Redis', () => {
  it('count the requests of two instances together', async () => {
    const shared = { ...limits, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `${prefix}shared:` };
    const one = await buildAccounts(shared);
    const two = await buildAccounts(shared);
    const email = newEmail();
    const login = (app: AccountsTestbed['app']) =>
      app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email, password: 'x' },
        remoteAddress: '10.9.9.9',
      });
    expect((await login(one.app)).statusCode).toBe(400);
    expect((await login(two.app)).statusCode).toBe(400);
    expect((await login(one.app)).statusCode).toBe(429);
    expect((await login(two.app)).statusCode).toBe(429);
    const keys = await withRedis((redis) => redis.keys(`${prefix}shared:rate-limit:*login:email-ip:*`));
    expect(keys).toHaveLength(1);
  });

  it('name each key by its limiter, with nothing undefined in it (issue 29)', async () => {
    const named = { ...limits, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `${prefix}named:` };
    const { app } = await buildAccounts(named);
    const email = newEmail();
    await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password: 'x' },
      remoteAddress: '10.9.9.10',
    });
    const keys = await withRedis((redis) => redis.keys(`${prefix}named:*`));
    const hashed = createHash('sha256').update(email).digest('hex');
    expect(keys).toEqual(
      expect.arrayContaining([
        `${prefix}named:rate-limit:login:email-ip:${hashed}:10.9.9.10`,
        `${prefix}named:rate-limit:login:ip:10.9.9.10`,
      ]),
    );
    expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
  });
});
