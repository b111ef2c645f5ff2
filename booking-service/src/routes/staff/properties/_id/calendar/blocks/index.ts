import {
  errorEnvelopeSchema,
  manualBlockInputSchema,
  manualBlockSchema,
  propertyIdParamsSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorId } from '../../../../../../plugins/app/staff.js';

/** Nights staff close by hand (maintenance, an owner's stay…), written to the audit log. */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Closes nights of an apartment with a reason; refused (409, checkIn) over a booking',
        security: [{ staffSession: [] }, { staffToken: [] }],
        params: propertyIdParamsSchema,
        body: manualBlockInputSchema,
        response: {
          201: manualBlockSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const block = await fastify.staffAction(request, {
        action: 'calendar-blocks.add',
        entityType: 'calendar_manual_blocks',
        entityId: id,
        change: (tx) => fastify.calendarImport.calendar.addBlock(id, request.body, staffActorId(request), tx),
      });
      return reply.code(201).send(block);
    },
  );
};

export default plugin;
