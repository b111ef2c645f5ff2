import { errorEnvelopeSchema, manualBlockParamsSchema, manualBlockSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.delete(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Removes a manual block; its nights are open again',
        security: [{ staffSession: [] }, { staffToken: [] }],
        params: manualBlockParamsSchema,
        response: {
          200: manualBlockSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { id, blockId } = request.params;
      return fastify.staffAction(request, {
        action: 'calendar-blocks.remove',
        entityType: 'calendar_manual_blocks',
        entityId: blockId,
        change: (tx) => fastify.calendarImport.calendar.removeBlock(id, blockId, tx),
      });
    },
  );
};

export default plugin;
