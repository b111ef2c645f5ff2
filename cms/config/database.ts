import path from 'node:path';
import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const ssl = env.bool('DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', 'localhost'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'stayvn_cms'),
          user: env('DATABASE_USERNAME', 'stayvn'),
          password: env('DATABASE_PASSWORD', 'stayvn'),
          ssl,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT must be "sqlite" or "postgres", got "${client}".`);
  }

  // Compiled config lives in dist/config; the app root is two levels up, so the default file is
  // cms/.tmp/data.db whether Strapi runs from src (develop) or dist (start).
  const appRoot = path.resolve(__dirname, '..', '..');
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(appRoot, env('DATABASE_FILENAME', path.join('.tmp', 'data.db'))),
      },
      useNullAsDefault: true,
    },
  };
};

export default config;
