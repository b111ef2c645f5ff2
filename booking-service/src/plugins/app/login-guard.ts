import { createHash } from 'node:crypto';
import { authErrorCodes, captchaField, captchaRequiredCode, type LoginInput } from '@stayvn/shared';
import fp from 'fastify-plugin';
import { normalizeEmail } from '../../accounts/accounts-service.js';
import { memoryLoginFailures, redisLoginFailures } from '../../accounts/login-failures.js';
import { AppError } from '../../errors/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Wraps a login attempt: after LOGIN_CAPTCHA_AFTER_FAILURES wrong passwords for its e-mail
     * (from any address, within the auth rate-limit window) the attempt needs a solved captcha,
     * 400 `captcha_required` without one. The owner of a guessed-at account can still log in:
     * the guesser pays a proof of work for each try instead of locking the owner out.
     */
    loginGuard<T>(input: LoginInput, attempt: () => Promise<T>): Promise<T>;
  }
}

function captchaRequired(): AppError {
  return new AppError(400, captchaRequiredCode, 'Solve the captcha to log in with this e-mail', [
    { field: captchaField, code: captchaRequiredCode, message: captchaRequiredCode },
  ]);
}

export default fp(
  async (fastify) => {
    const { LOGIN_CAPTCHA_AFTER_FAILURES, AUTH_RATE_LIMIT_WINDOW_SECONDS, REDIS_KEY_PREFIX } = fastify.config;
    const windowMs = AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
    const failures = fastify.redis
      ? redisLoginFailures(fastify.redis, `${REDIS_KEY_PREFIX}login-failures:`, windowMs)
      : memoryLoginFailures(windowMs);

    fastify.decorate('loginGuard', async function loginGuard<
      T,
    >(input: LoginInput, attempt: () => Promise<T>) {
      // Hashed: the store (Redis) need not hold the addresses themselves.
      const key = createHash('sha256').update(normalizeEmail(input.email)).digest('hex');
      const count = await failures.begin(key);
      let wrongPassword = false;
      try {
        if (count > LOGIN_CAPTCHA_AFTER_FAILURES) {
          if (!input.captcha) throw captchaRequired();
          await fastify.captcha.verify(input.captcha);
        }
        try {
          return await attempt();
        } catch (error) {
          wrongPassword = error instanceof AppError && error.code === authErrorCodes.invalidCredentials;
          throw error;
        }
      } finally {
        if (!wrongPassword) await failures.takeBack(key);
      }
    });
  },
  { name: 'login-guard', dependencies: ['rate-limit', 'captcha'] },
);
