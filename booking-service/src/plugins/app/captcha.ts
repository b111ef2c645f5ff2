import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createCaptchaRepository } from '../../captcha/captcha-repository.js';
import { createCaptchaService, type CaptchaService } from '../../captcha/captcha-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The ALTCHA captcha of every public form. `verify(payload, tx?)` inside the service that
     * stores the form (so a failed store leaves the solution unspent), or `requireSolved` as a
     * preHandler for a route that stores nothing itself.
     */
    captcha: CaptchaService & {
      requireSolved(request: FastifyRequest): Promise<void>;
    };
  }
}

export default fp(
  async (fastify) => {
    const { ALTCHA_HMAC_KEY, ALTCHA_COST, ALTCHA_MAX_NUMBER } = fastify.config;
    const service = createCaptchaService({
      repository: createCaptchaRepository(fastify.db),
      hmacKey: ALTCHA_HMAC_KEY,
      cost: ALTCHA_COST,
      maxNumber: ALTCHA_MAX_NUMBER,
    });
    fastify.decorate('captcha', {
      ...service,
      async requireSolved(request: FastifyRequest) {
        const captcha = (request.body as { captcha?: unknown } | undefined)?.captcha;
        await service.verify(typeof captcha === 'string' ? captcha : undefined);
      },
    });
  },
  { name: 'captcha', dependencies: ['db'] },
);
