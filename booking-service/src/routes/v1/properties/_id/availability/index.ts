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
        summary: 'The nights of a property taken by bookings in [from, to)',
        description:
          'Public. A night is taken by a booking awaiting payment within its hold, awaiting confirmation, ' +
          'confirmed, under way or past. A stay may end on a taken night (check-out 12:00, check-in 14:00).',
        params: propertyIdParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) =>
      fastify.bookingsService.availability(request.params.id, request.query.from, request.query.to),
  );
};

export default plugin;
