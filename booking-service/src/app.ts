import path from 'node:path';
import fastifyAutoload from '@fastify/autoload';
import type { FastifyInstance, FastifyPluginOptions, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import { loggerOptions } from './config/logger.js';
import { clientErrorHandler } from './errors/client-error.js';
import { errorHandler, notFoundHandler } from './errors/error-handler.js';

export interface AppOptions extends FastifyPluginOptions {
  /** The parsed environment; read from process.env when not given. */
  config?: Env;
}

/** Options for the Fastify instance that registers this app (server, command, tests). */
export function serverOptions(config: Env): FastifyServerOptions {
  return {
    logger: loggerOptions(config),
    // `/health` and `/health/` are one route (and one path in the OpenAPI document).
    routerOptions: { ignoreTrailingSlash: true },
    // Opening PGlite and migrating can take a while on a cold start.
    pluginTimeout: 60_000,
    // Behind reverse proxies the client address comes from X-Forwarded-For, as far back as
    // the hops that exist (hop 0 is the socket's peer): what a client wrote before them is ignored.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    // The router's own refusals (a path parameter over maxParamLength, a malformed URL) answer
    // in the error envelope too: the fuzz suite found them as bare Fastify errors (issue 20).
    frameworkErrors: errorHandler,
    // And so do the refusals of Node's parser (a query string over 16 KB is a 431), issue 31.
    clientErrorHandler,
  };
}

/**
 * The whole service as one plugin, in three stages: external plugins (config, security,
 * documentation), then the application's own (database, repositories, services), then routes,
 * whose folder path is their URL.
 */
export default async function serviceApp(fastify: FastifyInstance, opts: AppOptions) {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(fastifyAutoload, {
    dir: path.join(import.meta.dirname, 'plugins/external'),
    options: { ...opts },
  });

  await fastify.register(fastifyAutoload, {
    dir: path.join(import.meta.dirname, 'plugins/app'),
    options: { ...opts },
  });

  fastify.setErrorHandler(errorHandler);
  fastify.setNotFoundHandler(notFoundHandler);

  fastify.register(fastifyAutoload, {
    dir: path.join(import.meta.dirname, 'routes'),
    // `routes/v1/properties/_id/rating` serves `/v1/properties/:id/rating`.
    routeParams: true,
    autoHooks: true,
    cascadeHooks: true,
    options: { ...opts },
  });
}
