import fp from 'fastify-plugin';
import { createOutboxWorker } from '../../outbox/outbox-worker.js';
import { createStripeGateway, createVnpayGateway } from '../../payments/gateways.js';
import { createPaymentsRepository } from '../../payments/payments-repository.js';
import { createPaymentsService, type PaymentsService } from '../../payments/payments-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card (Stripe Checkout) and VNPay payments, their notifications and refunds (issue 17). */
    paymentsService: PaymentsService;
  }
}

export default fp(
  async (fastify) => {
    const config = fastify.config;
    const stripe = config.PAYMENT_STRIPE ? createStripeGateway(config.PAYMENT_STRIPE) : null;
    const vnpay = config.PAYMENT_VNPAY ? createVnpayGateway(config.PAYMENT_VNPAY) : null;
    const service = createPaymentsService({
      db: fastify.db,
      repository: createPaymentsRepository(fastify.db),
      bookings: fastify.bookingsService,
      stripe,
      vnpay,
      enqueueMail: (job, tx) => fastify.outbox.enqueueMail(job, tx),
      afterCommit: () => {
        fastify.outbox.nudge();
        refunds.nudge();
      },
      webUrl: config.WEB_URL,
      publicUrl: config.PUBLIC_URL,
      log: fastify.log,
      retryBaseMs: config.REFUND_RETRY_BASE_MS,
      retryMaxMs: config.REFUND_RETRY_MAX_MS,
    });
    // The refund worker: the mail outbox's timer, over the refunds that are due.
    const refunds = createOutboxWorker(service.runDueRefunds, {
      pollMs: config.REFUND_JOBS_POLL_MS,
      log: fastify.log,
    });
    fastify.decorate('paymentsService', service);
    fastify.log.info(
      {
        card: stripe ? (config.STRIPE_SECRET_KEY ? 'stripe' : 'stand-in') : 'off',
        vnpay: vnpay ? (config.VNPAY_TMN_CODE ? 'vnpay' : 'stand-in') : 'off',
      },
      'payments: providers',
    );
    if (config.REFUND_JOBS_WORKER) fastify.addHook('onReady', async () => refunds.start());
    fastify.addHook('preClose', async () => refunds.stop());
  },
  { name: 'payments', dependencies: ['db', 'bookings-service', 'outbox'] },
);
