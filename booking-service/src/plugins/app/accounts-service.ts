import fp from 'fastify-plugin';
import { createAccountsService, type AccountsService } from '../../accounts/accounts-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    accountsService: AccountsService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'accountsService',
      createAccountsService({
        db: fastify.db,
        repository: fastify.accountsRepository,
        outbox: fastify.outbox,
        signAccessToken: (claims) => {
          const token = fastify.jwt.sign(claims);
          const { exp } = fastify.jwt.decode<{ exp: number }>(token)!;
          return { token, expiresAt: exp };
        },
        webUrl: fastify.config.WEB_URL,
        publicUrl: fastify.config.PUBLIC_URL,
        log: fastify.log,
      }),
    );
  },
  { name: 'accounts-service', dependencies: ['db', 'accounts-repository', 'outbox', 'jwt'] },
);
