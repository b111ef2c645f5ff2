import {
  catalogEventSchema,
  catalogFullResyncModels,
  catalogRelatedModels,
  errorCodes,
  errorEnvelopeSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogSyncTask } from '../../../catalog/catalog-sync-task.js';
import { AppError } from '../../../errors/app-error.js';

const acceptedSchema = z.object({
  status: z.enum(['queued', 'already_queued', 'ignored']),
  documentId: z.string().nullable(),
});

// Strapi names the content type by its singular name in `model` and in full in `uid`.
const propertyModel = 'property';

/**
 * Taxonomies whose names or keys the index copies into property rows. The index records each
 * row's related document ids, so an edit re-reads just those properties. Facility groups are
 * not related by id (a facility carries only the group's key), so they rebuild the index.
 */
const relatedModels = new Set<string>(catalogRelatedModels);
const fullResyncModels = new Set<string>(catalogFullResyncModels);
/** Review titles come from here in every language. */
const reviewTagModel = 'review-tag';

/** `api::bedroom-type.bedroom-type` → `bedroom-type`; the model name when there is no uid. */
function modelOf(model: string, uid: string | undefined): string {
  const match = uid ? /^api::([^.]+)\.\1$/.exec(uid) : null;
  return match ? match[1]! : model;
}

function taskFor(model: string, documentId: string | null): CatalogSyncTask | null {
  if (fullResyncModels.has(model)) return { type: 'all' };
  // A handful of entries: all are read again, so a deleted tag goes too.
  if (model === reviewTagModel) return { type: 'review-tags' };
  if (!documentId) return null;
  if (model === propertyModel) return { type: 'property', documentId };
  if (relatedModels.has(model)) return { type: 'related', model, documentId };
  return null;
}

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['internal'],
        summary:
          'Strapi webhook: a property (or a taxonomy entry properties copy from) changed; the service re-reads it from the CMS',
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
      const task = taskFor(modelOf(model, uid), documentId);
      if (!task) {
        request.log.debug({ event, model, documentId }, 'catalog event ignored');
        return reply.code(202).send({ status: 'ignored', documentId });
      }
      // Stored before the answer: an instance that dies now loses no event.
      const status = await fastify.catalogSyncQueue.enqueue(task);
      if (status === 'closed')
        throw new AppError(503, errorCodes.unavailable, 'The service is shutting down');
      request.log.info({ event, model, documentId, task: task.type, status }, 'catalog event accepted');
      return reply.code(202).send({ status, documentId });
    },
  );
};

export default plugin;
