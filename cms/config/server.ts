import type { Core } from '@strapi/strapi';
import { envSecretList } from '../src/lib/env-secret';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Absolute URL of this server as seen by clients; upload URLs and the admin panel use it.
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('IS_PROXIED', false),
  app: {
    keys: envSecretList('APP_KEYS', ['stayvn-dev-key-1', 'stayvn-dev-key-2', 'stayvn-dev-key-3', 'stayvn-dev-key-4']),
  },
});

export default config;
