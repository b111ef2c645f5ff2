import { bookingQuoteQuerySchema, bookingQuoteSchema, errorEnvelopeSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The price of a stay, computed by the server',
        description:
          'Nightly rate from the catalog index (the offer price when there is one), nights, rent, service ' +
          'charge, VAT (rates from the CMS site setting), totals in USD cents and dong at the site exchange ' +
          'rate. 409 `no_rooms_available` when a night is taken; 409 `property_not_bookable` for a long stay ' +
          'or an office; 400 for dates before today or longer than a month.',
        security: [{ accessToken: [] }],
        querystring: bookingQuoteQuerySchema,
        response: {
          200: bookingQuoteSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => fastify.bookingsService.quote(request.query),
  );
};

export default plugin;
