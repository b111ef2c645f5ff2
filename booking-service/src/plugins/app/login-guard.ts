import { createHash } from 'node:crypto';
import { captchaField, captchaRequiredCode } from '@stayvn/shared';
import fp from 'fastify-plugin';
import { memoryLoginFailures, redisLoginFailures } from '../../accounts/login-failures.js';
import { AppError } from '../../errors/app-error.js';

/** One log-in attempt as the guard counts it. */
export interface LoginAttempt {
  /** Who is guessed at: a guest's normalized e-mail, or `staff:` and a staff member's. */
  account: string;
  /** The client's address (a whole office behind one NAT shares it). */
  ip: string;
  captcha?: string | undefined;
  /** The error codes of a wrong guess: a wrong password, a wrong second-factor code. */
  wrong: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Wraps a log-in attempt. After LOGIN_CAPTCHA_AFTER_FAILURES wrong guesses for its account
     * (from any address), or AUTH_RATE_LIMIT_PER_IP from its address (for any account), within
     * the auth rate-limit window, every attempt needs a solved captcha (400 `captcha_required`
     * without one) until one succeeds. Nobody is locked out with the right credentials: the
     * guesser pays a proof of work for each try instead. `succeeded` tells a result that signs in
     * from an intermediate step (the right password, a code still to come).
     */
    loginGuard<T>(
      attempt: LoginAttempt,
      run: () => Promise<T>,
      succeeded?: (result: T) => boolean,
    ): Promise<T>;
  }
}

function captchaRequired(): AppError {
  return new AppError(400, captchaRequiredCode, 'Solve the captcha to log in', [
    { field: captchaField, code: captchaRequiredCode, message: captchaRequiredCode },
  ]);
}

// Hashed: the store (Redis) need not hold the addresses themselves.
const hashed = (text: string) => createHash('sha256').update(text).digest('hex');

export default fp(
  async (fastify) => {
    const {
      LOGIN_CAPTCHA_AFTER_FAILURES,
      AUTH_RATE_LIMIT_PER_IP,
      AUTH_RATE_LIMIT_WINDOW_SECONDS,
      REDIS_KEY_PREFIX,
    } = fastify.config;
    const windowMs = AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
    const failures = fastify.redis
      ? redisLoginFailures(fastify.redis, `${REDIS_KEY_PREFIX}login-failures:`, windowMs)
      : memoryLoginFailures(windowMs);

    fastify.decorate('loginGuard', async function loginGuard<
      T,
    >(attempt: LoginAttempt, run: () => Promise<T>, succeeded: (result: T) => boolean = () => true) {
      const keys = [`account:${hashed(attempt.account)}`, `address:${hashed(attempt.ip)}`];
      // Counted as they start, so that parallel guesses cannot all slip under a threshold.
      const [forAccount = 0, fromAddress = 0] = await Promise.all(keys.map((key) => failures.begin(key)));
      let outcome: 'wrong' | 'success' | 'neither' = 'neither';
      try {
        if (forAccount > LOGIN_CAPTCHA_AFTER_FAILURES || fromAddress > AUTH_RATE_LIMIT_PER_IP) {
          if (!attempt.captcha) throw captchaRequired();
          await fastify.captcha.verify(attempt.captcha);
        }
        try {
          const result = await run();
          if (succeeded(result)) outcome = 'success';
          return result;
        } catch (error) {
          if (error instanceof AppError && attempt.wrong.includes(error.code)) outcome = 'wrong';
          throw error;
        }
      } finally {
        if (outcome === 'success') await Promise.all(keys.map((key) => failures.reset(key)));
        else if (outcome === 'neither') await Promise.all(keys.map((key) => failures.takeBack(key)));
      }
    });
  },
  { name: 'login-guard', dependencies: ['rate-limit', 'captcha'] },
);
