import {
  bookingRefParamsSchema,
  bookingSchema,
  errorEnvelopeSchema,
  staffBookingActionSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorId } from '../../../../plugins/app/staff.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const service = fastify.bookingsService;

  fastify.post(
    '/confirm-transfer',
    {
      schema: {
        tags: ['staff'],
        summary: 'The transfer arrived: confirm the booking and queue its confirmation mail',
        description:
          'From pending_payment or awaiting_confirmation; 409 otherwise. A staff session (support or admin) or bearer STAFF_API_TOKEN.',
        security: [{ staffSession: [] }, { staffToken: [] }],
        params: bookingRefParamsSchema,
        body: staffBookingActionSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => {
      const row = await service.confirmTransfer(request.params.number, {
        actorId: staffActorId(request),
        reason: request.body.reason ?? null,
      });
      request.log.info({ booking: row.number }, 'staff confirmed a transfer');
      return service.toBooking(row, row.language ?? 'en');
    },
  );

  fastify.post(
    '/reject',
    {
      schema: {
        tags: ['staff'],
        summary: 'The provider cannot take the stay: reject the booking and free its nights',
        description:
          'From pending_payment or awaiting_confirmation; 409 otherwise. A staff session (support or admin) or bearer STAFF_API_TOKEN.',
        security: [{ staffSession: [] }, { staffToken: [] }],
        params: bookingRefParamsSchema,
        body: staffBookingActionSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => {
      const row = await service.reject(request.params.number, {
        actorId: staffActorId(request),
        reason: request.body.reason ?? null,
      });
      request.log.info({ booking: row.number }, 'staff rejected a booking');
      return service.toBooking(row, row.language ?? 'en');
    },
  );
};

export default plugin;
