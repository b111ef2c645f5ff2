import { createHash } from 'node:crypto';
import { enquiryCreatedSchema, enquiryInputSchema, errorEnvelopeSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeEmail } from '../../../accounts/emails.js';
import { optionalUserId } from '../../../http/optional-user.js';
import { rateLimitHook } from '../../../http/rate-limit-hook.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const { ENQUIRY_RATE_LIMIT_PER_IP, ENQUIRY_RATE_LIMIT_PER_EMAIL, ENQUIRY_RATE_LIMIT_WINDOW_SECONDS } =
    fastify.config;
  const timeWindow = ENQUIRY_RATE_LIMIT_WINDOW_SECONDS * 1000;
  // Each enquiry mails the address typed in and the city's support team: limited per client
  // address (every request) and per e-mail address (hashed in the key) once the body is valid.
  const perIp = rateLimitHook(
    fastify.createRateLimit({
      max: ENQUIRY_RATE_LIMIT_PER_IP,
      timeWindow,
      keyGenerator: (request) => `enquiry:ip:${request.ip}`,
    }),
  );
  const perEmail = rateLimitHook(
    fastify.createRateLimit({
      max: ENQUIRY_RATE_LIMIT_PER_EMAIL,
      timeWindow,
      keyGenerator: (request) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        const normalized = typeof email === 'string' ? normalizeEmail(email) : '';
        return `enquiry:email:${createHash('sha256').update(normalized).digest('hex')}`;
      },
    }),
  );

  fastify.post(
    '/',
    {
      onRequest: perIp,
      preHandler: perEmail,
      schema: {
        tags: ['enquiries'],
        summary: 'Sends an enquiry (contact modal, contact-us page, favourites or history, office quote)',
        description:
          'Body `enquiryInputSchema`, discriminated by `kind`. 201 `{id}`: stored with status `new`, its ' +
          'language, city, the properties and their names in that language, and the signed-in user when ' +
          'a valid bearer token comes with it; an acknowledgement goes to the visitor in their language and ' +
          'a notification to the support address of the city (CMS site setting), both through the mail ' +
          'outbox. 400 `validation_failed` with field keys, or `captcha_invalid` (missing, wrong, expired ' +
          'or already used captcha; nothing stored). 429 `too_many_requests` with Retry-After.',
        body: enquiryInputSchema,
        response: { 201: enquiryCreatedSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const created = await fastify.enquiriesService.create(
        request.body,
        await optionalUserId(fastify, request),
      );
      fastify.outbox.nudge();
      return reply.code(201).send(created);
    },
  );
};

export default plugin;
