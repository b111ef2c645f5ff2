import { describe, expect, it } from 'vitest';
import { buildAccounts, newEmail, signUp, type AccountsTestbed } from '../../../helpers/accounts.js';
import { redisTestPrefix, redisUrl, withRedis } from '../../../helpers/redis.js';

/**
 * Each limit is counted per client address and per e-mail address; logins are not limited but
 * guarded (login-guard: a captcha after wrong passwords per e-mail or per address, 3 per IP here).
 * The limits here are small (3 per IP, 2 per e-mail) so that a few requests reach them.
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

    it('asks a guessing address for a captcha on every login, without locking the owner out elsewhere', async () => {
      const payload = { email: account.email, password: 'Wrong#guess1' };
      const guesser = nextIp();
      for (let i = 0; i < 3; i++) {
        expect((await post('/v1/auth/login', payload, guesser)).json().error.code).toBe(
          'invalid_credentials',
        );
      }
      // From the guesser's address (3 failures per IP here): a captcha each time, not a 429.
      for (const password of ['Wrong#guess2', account.password]) {
        const asked = await post('/v1/auth/login', { ...payload, password }, guesser);
        expect(asked.statusCode).toBe(400);
        expect(asked.json().error.code).toBe('captcha_required');
      }
      // The owner, from their own address, is not held back by the guesses.
      const owner = await post('/v1/auth/login', { ...payload, password: account.password }, nextIp());
      expect(owner.statusCode).toBe(200);
      expect(owner.json().accessToken).toEqual(expect.any(String));
    });

    it('counts wrong passwords per client address across e-mail addresses', async () => {
      const ip = nextIp();
      for (let i = 0; i < 3; i++) {
        const response = await post('/v1/auth/login', { email: newEmail(), password: 'x' }, ip);
        expect(response.json().error.code).toBe('invalid_credentials');
      }
      expect((await post('/v1/auth/login', { email: newEmail(), password: 'x' }, ip)).json().error.code).toBe(
        'captcha_required',
      );
      expect(
        (await post('/v1/auth/login', { email: newEmail(), password: 'x' }, nextIp())).json().error.code,
      ).toBe('invalid_credentials');
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
    // Three wrong passwords from the address, counted by both instances: then a captcha.
    expect((await login(one.app)).json().error.code).toBe('invalid_credentials');
    expect((await login(two.app)).json().error.code).toBe('invalid_credentials');
    expect((await login(one.app)).json().error.code).toBe('invalid_credentials');
    expect((await login(two.app)).json().error.code).toBe('captcha_required');
    const keys = await withRedis((redis) => redis.keys(`${prefix}shared:login-failures:address:*`));
    expect(keys).toHaveLength(1);
    // Two whole services are built in the test; a busy machine takes its time.
  }, 120_000);

  it('name each key by its limiter, with nothing undefined in it (issue 29)', async () => {
    const named = { ...limits, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `${prefix}named:` };
    const { app } = await buildAccounts(named);
    const email = newEmail();
    await app.inject({
      method: 'POST',
      url: '/v1/auth/password/forgot',
      payload: { email },
      remoteAddress: '10.9.9.10',
    });
    const keys = await withRedis((redis) => redis.keys(`${prefix}named:*`));
    expect(keys).toEqual([`${prefix}named:rate-limit:forgot-password:ip:10.9.9.10`]);
    expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
  });
});
