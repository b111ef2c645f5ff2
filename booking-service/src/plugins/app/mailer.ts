import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (fastify) => {
    const { MAIL_FROM, SMTP_URL, MAIL_OUTBOX_DIR } = fastify.config;
    const mailer = createMailer({
      from: MAIL_FROM,
      smtpUrl: SMTP_URL,
      outboxDir: MAIL_OUTBOX_DIR,
      log: fastify.log,
    });
    if (!SMTP_URL)
      fastify.log.info({ outbox: MAIL_OUTBOX_DIR }, 'no SMTP_URL: mail goes to the local outbox');
    fastify.decorate('mailer', mailer);
    fastify.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['env'] },
);
