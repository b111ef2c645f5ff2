import {
  bookingRefParamsSchema,
  errorEnvelopeSchema,
  staffBookingActionSchema,
  staffBookingSchema,
  type StaffBookingAction,
} from '@stayvn/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingRef } from '../../../../bookings/bookings-repository.js';
import type { StaffMove } from '../../../../bookings/staff-moves.js';
import type { Database } from '../../../../db/connect.js';
import type { BookingRow } from '../../../../db/schema/index.js';
import { staffActorId } from '../../../../plugins/app/staff.js';
import { staffBookingOf } from '../../../../staff/staff-bookings.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const security: Record<string, string[]>[] = [{ staffSession: [] }, { staffToken: [] }];

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const service = fastify.bookingsService;
  const toStaff = (row: BookingRow) => staffBookingOf(service, row);

  /** One staff move of a booking, with its audit entry (the booking before and after), in one transaction. */
  const act = async (
    request: FastifyRequest,
    name: string,
    ref: BookingRef,
    move: (ref: BookingRef, staff: StaffMove, tx: Database) => Promise<BookingRow>,
  ) => {
    const body = (request.body ?? {}) as StaffBookingAction;
    const row = await fastify.staffAction(request, {
      action: `bookings.${name}`,
      entityType: 'bookings',
      entityId: ref.number ?? ref.id ?? null,
      before: async (tx) => toStaff(await service.findForStaff(ref, tx)),
      change: (tx) => move(ref, { actorId: staffActorId(request), reason: body.reason ?? null }, tx),
      after: toStaff,
    });
    fastify.outbox.nudge();
    request.log.info({ booking: row.number, action: name }, 'staff changed a booking');
    return toStaff(row);
  };

  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'One booking by number (any case, dashes optional) or id, as staff see it',
        security,
        params: bookingRefParamsSchema,
        response: { 200: staffBookingSchema, ...errors },
      },
    },
    async (request) => toStaff(await service.findForStaff(request.params.number)),
  );

  fastify.post(
    '/confirm-transfer',
    {
      schema: {
        tags: ['staff'],
        summary: 'The transfer arrived: confirm the booking and queue its confirmation mail',
        description:
          'From pending_payment or awaiting_confirmation; 409 otherwise. A staff session (support or admin) or bearer STAFF_API_TOKEN.',
        security,
        params: bookingRefParamsSchema,
        body: staffBookingActionSchema,
        response: { 200: staffBookingSchema, ...errors },
      },
    },
    (request) =>
      act(request, 'confirm-transfer', request.params.number, (ref, staff, tx) =>
        service.confirmTransfer(ref, staff, tx),
      ),
  );

  fastify.post(
    '/reject',
    {
      schema: {
        tags: ['staff'],
        summary:
          'The provider cannot take the stay: reject the booking, free its nights, refund what was paid',
        description:
          'From pending_payment or awaiting_confirmation; 409 otherwise. What was paid is refunded in full ' +
          '(card and VNPay by the refund worker; a bank transfer by staff: refund_status pending) and the ' +
          'guest is mailed in their language with the reason. A staff session or bearer STAFF_API_TOKEN.',
        security,
        params: bookingRefParamsSchema,
        body: staffBookingActionSchema,
        response: { 200: staffBookingSchema, ...errors },
      },
    },
    (request) =>
      act(request, 'reject', request.params.number, (ref, staff, tx) =>
        fastify.bookingCancellations.reject(ref, staff, tx),
      ),
  );

  fastify.post(
    '/no-show',
    {
      schema: {
        tags: ['staff'],
        summary: 'The guest did not come: mark the booking a no-show (100% of the stay is kept)',
        description:
          'From confirmed or in_stay, once check-in time (14:00 Vietnam) has passed; 409 otherwise. The ' +
          'cancellation cost is 100% (the shared cancellation function past its cut-off); anything paid ' +
          'beyond it is refunded; the nights are freed; the guest is mailed in their language.',
        security,
        params: bookingRefParamsSchema,
        body: staffBookingActionSchema,
        response: { 200: staffBookingSchema, ...errors },
      },
    },
    (request) =>
      act(request, 'no-show', request.params.number, (ref, staff, tx) =>
        fastify.bookingCancellations.markNoShow(ref, staff, tx),
      ),
  );
};

export default plugin;
