import { errorEnvelopeSchema, formCreatedSchema } from '@stayvn/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { formRateLimits } from '../http/form-rate-limits.js';
import { optionalUserId } from '../http/optional-user.js';
import { parseFields, readMultipartForm } from './multipart-form.js';

/**
 * `POST /` of a public form with images: rate-limited per client address (before the body is
 * read) and per sender (e-mail), read as multipart (text fields through `schema`, at most `maxFiles`
 * images), then handed to `create` with the signed-in user if any; 201 `{id}`.
 */
export function formWithImagesRoute<T extends z.ZodType>(options: {
  name: string;
  summary: string;
  description: string;
  schema: T;
  maxFiles: number;
  /** What the second limit counts by: the e-mail typed in (or the review link's key). */
  sender: (input: z.output<T>) => string;
  create: (
    fastify: FastifyInstance,
    input: z.output<T>,
    files: Buffer[],
    userId: string | null,
  ) => Promise<{ id: string }>;
}): FastifyPluginAsyncZod {
  return async (fastify) => {
    const limits = formRateLimits(fastify, options.name);
    fastify.post(
      '/',
      {
        onRequest: limits.perIp,
        schema: {
          tags: ['forms'],
          summary: options.summary,
          description: options.description,
          consumes: ['multipart/form-data'],
          response: {
            201: formCreatedSchema,
            400: errorEnvelopeSchema,
            413: errorEnvelopeSchema,
            415: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(fastify, request, options.maxFiles);
        const input = parseFields(options.schema, form.fields);
        await limits.perEmail(request, reply, options.sender(input));
        const created = await options.create(
          fastify,
          input,
          form.files,
          await optionalUserId(fastify, request),
        );
        fastify.outbox.nudge();
        return reply.code(201).send(created);
      },
    );
  };
}
