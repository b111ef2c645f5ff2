import { catalogEventSchema, errorCodes, errorEnvelopeSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error.js';

const acceptedSchema = z.object({
  status: z.enum(['queued', 'already_queued', 'ignored']),
  documentId: z.string().nullable(),
});

// Strapi names the content type by its singular name in `model` and in full in `uid`.
const propertyModel = 'property';
const propertyUid = 'api::property.property';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['internal'],
        summary: 'Strapi webhook: a property changed; the service re-reads it from the CMS',
        security: [{ catalogWebhookSecret: [] }],
        body: catalogEventSchema,
        response: {
          202: acceptedSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { event, model, uid, entry } = request.body;
      const documentId = entry?.documentId ?? null;
      const isProperty = model === propertyModel || uid === propertyUid;
      if (!isProperty || !documentId) {
        request.log.debug({ event, model, documentId }, 'catalog event ignored');
        return reply.code(202).send({ status: 'ignored', documentId });
      }
      const status = fastify.catalogSyncQueue.enqueue(documentId);
      if (status === 'closed')
        throw new AppError(503, errorCodes.unavailable, 'The service is shutting down');
      request.log.info({ event, documentId, status }, 'catalog event accepted');
      return reply.code(202).send({ status, documentId });
    },
  );
};

export default plugin;
