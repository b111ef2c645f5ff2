import fp from 'fastify-plugin';
import {
  createReviewInvitationsService,
  type ReviewInvitationsService,
} from '../../reviews/review-invitations-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    reviewInvitations: ReviewInvitationsService;
  }
}

/**
 * Reviews by e-mailed link (issue 18): invitations, submission, moderation. Every
 * REVIEW_INVITATIONS_SWEEP_MS (0: never) the guests whose stay has ended are invited; several
 * instances may sweep at once, the unique booking index keeps one invitation per booking.
 */
export default fp(
  async (fastify) => {
    const service = createReviewInvitationsService({
      db: fastify.db,
      store: fastify.fileStore,
      catalog: fastify.catalogRepository,
      outbox: fastify.outbox,
      webUrl: fastify.config.WEB_URL,
    });
    fastify.decorate('reviewInvitations', service);

    const every = fastify.config.REVIEW_INVITATIONS_SWEEP_MS;
    if (every > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        service
          .inviteAfterStays()
          .then((sent) => {
            if (sent > 0) {
              fastify.log.info({ sent }, 'reviews: invitations sent after stays');
              fastify.outbox.nudge();
            }
          })
          .catch((error: unknown) => fastify.log.warn({ err: error }, 'reviews: the invitation sweep failed'))
          .finally(() => {
            running = false;
          });
      }, every);
      timer.unref();
      fastify.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'review-invitations', dependencies: ['db', 'file-store', 'catalog-repository', 'outbox'] },
);
