import {
  bookingLimits,
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  createBookingSchema,
  errorEnvelopeSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../../plugins/app/authentication.js';

const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: 'err_idempotency_key' })
    .min(8, { error: 'err_idempotency_key' })
    .max(bookingLimits.idempotencyKey, { error: 'err_idempotency_key' }),
});

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['bookings'],
        summary: "The caller's bookings, latest check-in first, each with its group",
        description:
          '`group`: current (in stay), upcoming (awaiting payment or confirmation, confirmed) or previous.',
        security: [{ accessToken: [] }],
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const rows = await fastify.bookingsService.list(accountOf(request).user.id);
      return { items: rows.map((row) => fastify.bookingsService.toBooking(row, request.query.lang)) };
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Book a stay: holds its dates at once (pending_payment until the hold expires)',
        description:
          'Requires an `Idempotency-Key` header (8–200 characters, e.g. a UUID made when the form opens): ' +
          'the same key with the same body answers the same booking (header `Idempotent-Replayed: true`); ' +
          'with another body, 422 `idempotency_key_reused`. The price is computed by the server. ' +
          '409 `room_taken` when another guest holds a night: they booked it first, at the same moment or ' +
          'just before (the quote is where taken nights answer `no_rooms_available`).',
        security: [{ accessToken: [] }],
        headers: idempotencyHeadersSchema,
        body: createBookingSchema,
        response: {
          201: bookingSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { booking, created } = await fastify.bookingsService.create(
        accountOf(request).user.id,
        request.body,
        request.headers['idempotency-key'],
      );
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(fastify.bookingsService.toBooking(booking, request.body.language));
    },
  );
};

export default plugin;
