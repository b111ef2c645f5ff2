import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { normalizeEmail } from '../../accounts/emails.js';
import { rateLimitHook, type RateLimitHook } from '../../http/rate-limit-hook.js';
import { accountOf } from './authentication.js';

export type AuthAction =
  | 'login'
  | 'sign-up'
  | 'forgot-password'
  | 'verify-key'
  | 'change-password'
  // The back office's log-in and set-password steps (issue 19).
  | 'staff-login'
  | 'staff-set-password';

type Hook = RateLimitHook;

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimit: {
      /** onRequest hook: counts every request of the action from one client address. */
      perIp(action: AuthAction): Hook;
      /** preHandler hook (after validation): counts the action per e-mail of the body. */
      perEmail(action: AuthAction): Hook;
      /**
       * preHandler hook (after validation): counts the action per e-mail of the body and client
       * address together. Login uses it instead of perEmail, so that guesses from elsewhere do
       * not lock the owner out (the login guard asks for a captcha instead).
       */
      perEmailFromIp(action: AuthAction): Hook;
      /**
       * preHandler hook (after authentication): counts the action per account, whichever
       * session or address asks, so a stolen access token cannot guess the password for long.
       */
      perUser(action: AuthAction): Hook;
    };
  }
}

/**
 * Limits on the account actions a robot would repeat: guessing passwords, mailing strangers,
 * trying keys. Each action is limited per client address and, where the body names one, per
 * e-mail address (login: per e-mail and client address, see login-guard), so neither many
 * addresses from one client nor many clients against one address get far. All answer 429
 * `too_many_requests` with Retry-After.
 */
export default fp(
  async (fastify) => {
    const {
      AUTH_RATE_LIMIT_PER_IP,
      AUTH_RATE_LIMIT_PER_EMAIL,
      AUTH_RATE_LIMIT_PER_USER,
      AUTH_RATE_LIMIT_WINDOW_SECONDS,
    } = fastify.config;
    const maxOf = {
      ip: AUTH_RATE_LIMIT_PER_IP,
      email: AUTH_RATE_LIMIT_PER_EMAIL,
      'email-ip': AUTH_RATE_LIMIT_PER_EMAIL,
      user: AUTH_RATE_LIMIT_PER_USER,
    };
    const timeWindow = AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;

    // One limiter per action and kind, shared by every route of the action: @fastify/rate-limit
    // gives each limiter its own in-memory store, so routes that share a count share a limiter.
    const hooks = new Map<string, Hook>();
    function limiter(kind: keyof typeof maxOf, action: AuthAction): Hook {
      const name = `${action}:${kind}`;
      let made = hooks.get(name);
      if (!made) {
        made = rateLimitHook(
          fastify.createRateLimit({
            max: maxOf[kind],
            timeWindow,
            keyGenerator: (request) => {
              if (kind === 'ip') return `${name}:${request.ip}`;
              if (kind === 'user') return `${name}:${accountOf(request).user.id}`;
              const email = (request.body as { email?: unknown } | undefined)?.email;
              const normalized = typeof email === 'string' ? normalizeEmail(email) : '';
              // Hashed: the rate-limit store (Redis) need not hold the addresses themselves.
              const hashed = createHash('sha256').update(normalized).digest('hex');
              return kind === 'email-ip' ? `${name}:${hashed}:${request.ip}` : `${name}:${hashed}`;
            },
          }),
        );
        hooks.set(name, made);
      }
      return made;
    }

    fastify.decorate('authRateLimit', {
      perIp: (action: AuthAction) => limiter('ip', action),
      perEmail: (action: AuthAction) => limiter('email', action),
      perEmailFromIp: (action: AuthAction) => limiter('email-ip', action),
      perUser: (action: AuthAction) => limiter('user', action),
    });
  },
  { name: 'auth-rate-limits', dependencies: ['rate-limit'] },
);
