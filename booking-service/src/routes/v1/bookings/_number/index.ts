import {
  bankTransferSchema,
  bookingLangQuerySchema,
  bookingRefParamsSchema,
  bookingSchema,
  cancelBookingSchema,
  cancellationQuoteSchema,
  errorEnvelopeSchema,
  paymentRedirectSchema,
} from '@stayvn/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf } from '../../../../plugins/app/authentication.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** `GET /`: the booking itself. */
function bookingRoute(app: FastifyInstance) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  const service = fastify.bookingsService;
  fastify.get(
    '/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One of my bookings, by number or id',
        security: [{ accessToken: [] }],
        params: bookingRefParamsSchema,
        querystring: bookingLangQuerySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) =>
      service.toBooking(
        await service.get(accountOf(request).user.id, request.params.number),
        request.query.lang,
      ),
  );
}

/** Paying by bank transfer: where to transfer, then "I have transferred". */
function transferRoutes(app: FastifyInstance) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  const service = fastify.bookingsService;
  fastify.get(
    '/bank-transfer',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Where to transfer: bank details, amount in dong, transfer content and the VietQR payload',
        description:
          '409 unless the booking awaits a transfer (pending_payment or awaiting_confirmation); 503 ' +
          '`payment_method_unavailable` while the bank details are not set in the CMS site setting.',
        security: [{ accessToken: [] }],
        params: bookingRefParamsSchema,
        response: { 200: bankTransferSchema, ...errors, 503: errorEnvelopeSchema },
      },
    },
    async (request) => service.bankTransfer(accountOf(request).user.id, request.params.number),
  );

  fastify.post(
    '/transferred',
    {
      schema: {
        tags: ['bookings'],
        summary: '"I have transferred": the booking awaits staff confirmation (idempotent)',
        security: [{ accessToken: [] }],
        params: bookingRefParamsSchema,
        querystring: bookingLangQuerySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) =>
      service.toBooking(
        await service.markTransferred(accountOf(request).user.id, request.params.number),
        request.query.lang,
      ),
  );
}

/** Paying by card or VNPay: the provider's page. */
function paymentRoute(app: FastifyInstance) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  fastify.post(
    '/payment',
    {
      schema: {
        tags: ['bookings'],
        summary: "Start paying a card or VNPay booking: the provider's page to send the guest to",
        description:
          'A new attempt each call: a Stripe Checkout Session (the hold is kept at least 31 minutes, ' +
          "Stripe's shortest session) or a signed VNPay address, expiring with the hold. The " +
          "provider's notification confirms the booking, never the guest's return. 409 " +
          '`payment_not_expected` unless the booking is pending_payment by card or VNPay; 503 ' +
          '`payment_method_unavailable` while the provider is off.',
        security: [{ accessToken: [] }],
        params: bookingRefParamsSchema,
        querystring: bookingLangQuerySchema,
        response: {
          200: paymentRedirectSchema,
          ...errors,
          502: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      fastify.paymentsService.start(
        accountOf(request).user.id,
        request.params.number,
        request.query.lang,
        request.ip,
      ),
  );
}

/** What cancelling would cost, and cancelling. */
function cancellationRoutes(app: FastifyInstance) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  const service = fastify.bookingsService;
  fastify.get(
    '/cancellation',
    {
      schema: {
        tags: ['bookings'],
        summary: 'What cancelling now would cost and refund',
        description:
          '50% of the stay when cancelled before the cut-off (14:00 Vietnam time two days before check-in), ' +
          '100% from then on (and for a no-show); nothing is kept or refunded on an unpaid booking. ' +
          'Refunds take up to 15 working days.',
        security: [{ accessToken: [] }],
        params: bookingRefParamsSchema,
        response: { 200: cancellationQuoteSchema, ...errors },
      },
    },
    async (request) => service.cancellationQuote(accountOf(request).user.id, request.params.number),
  );

  fastify.post(
    '/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancel with a reason, at the cost of this moment',
        description:
          'A refund due is recorded as pending for staff to send. 409 when the booking cannot be cancelled.',
        security: [{ accessToken: [] }],
        params: bookingRefParamsSchema,
        querystring: bookingLangQuerySchema,
        body: cancelBookingSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) =>
      service.toBooking(
        await fastify.bookingCancellations.cancel(
          accountOf(request).user.id,
          request.params.number,
          request.body,
        ),
        request.query.lang,
      ),
  );
}

/**
 * `/v1/bookings/:number`: `:number` is the booking number (any case, dashes optional) or its id.
 * Only the owner gets a booking; for anyone else it does not exist (404), whatever they know.
 */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  bookingRoute(fastify);
  transferRoutes(fastify);
  paymentRoute(fastify);
  cancellationRoutes(fastify);
};

export default plugin;
