import fp from 'fastify-plugin';
import { createAccountsRepository, type AccountsRepository } from '../../accounts/accounts-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: AccountsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('accountsRepository', createAccountsRepository(fastify.db));
  },
  { name: 'accounts-repository', dependencies: ['db'] },
);
