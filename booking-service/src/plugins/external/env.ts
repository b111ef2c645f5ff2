import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';
import { parseEnv, type Env } from '../../config/env.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    fastify.decorate('config', opts.config ?? parseEnv(process.env));
  },
  { name: 'env' },
);
