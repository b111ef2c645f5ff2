import { errorEnvelopeSchema, staffDashboardSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportAccess } from '../../../plugins/app/staff.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { staffAccess: supportAccess },
      schema: {
        tags: ['staff'],
        summary: 'The count of new items in each staff queue',
        security: [{ staffSession: [] }],
        response: { 200: staffDashboardSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async () => ({ queues: await fastify.staffDashboard.queues() }),
  );
};

export default plugin;
