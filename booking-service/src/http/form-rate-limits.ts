import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../accounts/emails.js';
import { rateLimitHook, type RateLimitHook } from './rate-limit-hook.js';

export interface FormRateLimits {
  /** Every request, by client address: an `onRequest` hook. */
  perIp: RateLimitHook;
  /** Once the form is read (multipart bodies are read in the handler), by the e-mail typed in. */
  perEmail(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
}

/**
 * The limits of a public form that mails the address typed in and staff, as enquiries have:
 * FORM_RATE_LIMIT_PER_IP and FORM_RATE_LIMIT_PER_EMAIL in FORM_RATE_LIMIT_WINDOW_SECONDS, each
 * form counted on its own (`name`).
 */
export function formRateLimits(fastify: FastifyInstance, name: string): FormRateLimits {
  const { FORM_RATE_LIMIT_PER_IP, FORM_RATE_LIMIT_PER_EMAIL, FORM_RATE_LIMIT_WINDOW_SECONDS } =
    fastify.config;
  const timeWindow = FORM_RATE_LIMIT_WINDOW_SECONDS * 1000;
  const emails = new WeakMap<FastifyRequest, string>();
  const perIp = rateLimitHook(
    fastify.createRateLimit({
      max: FORM_RATE_LIMIT_PER_IP,
      timeWindow,
      keyGenerator: (request) => `${name}:ip:${request.ip}`,
    }),
  );
  const byEmail = rateLimitHook(
    fastify.createRateLimit({
      max: FORM_RATE_LIMIT_PER_EMAIL,
      timeWindow,
      keyGenerator: (request) => {
        const hash = createHash('sha256')
          .update(emails.get(request) ?? '')
          .digest('hex');
        return `${name}:email:${hash}`;
      },
    }),
  );
  return {
    perIp,
    async perEmail(request, reply, email) {
      emails.set(request, normalizeEmail(email));
      await byEmail(request, reply);
    },
  };
}
