import {
  availabilityQuerySchema,
  availabilitySchema,
  errorEnvelopeSchema,
  propertyIdParamsSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One month of a property: the nights that cannot be booked, the closed check-in days',
        description:
          'Public. A night is taken by a booking awaiting payment within its hold, awaiting confirmation, ' +
          'confirmed, under way or past, or by a channel or staff block. A stay may end on a taken night ' +
          '(check-out 12:00, check-in 14:00). `closedCheckIn` lists the free days whose minimum stay runs ' +
          "into a taken night. Kept until the property's nights change or a hold in the month runs out.",
        params: propertyIdParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      fastify.availabilityCache.send(reply, request.params.id, request.query.month, () =>
        fastify.bookingsService.availabilityMonth(request.params.id, request.query.month),
      ),
  );
};

export default plugin;
