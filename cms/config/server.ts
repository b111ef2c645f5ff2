import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { envSecretList } from '../src/lib/env-secret';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  const publicDir = env('PUBLIC_DIR', './public');
  // The local upload provider refuses to start without <public>/uploads; a fresh PUBLIC_DIR
  // (tests, containers with an empty volume) gets one here, before the provider checks it.
  mkdirSync(path.resolve(path.join(__dirname, '..', '..'), publicDir, 'uploads'), { recursive: true });
  return {
    host: env('HOST', '0.0.0.0'),
    port: env.int('PORT', 1337),
    // Absolute URL of this server as seen by clients; upload URLs and the admin panel use it.
    url: env('PUBLIC_URL', ''),
    proxy: env.bool('IS_PROXIED', false),
    // Uploaded media land in <public>/uploads; tests point this at a temporary folder.
    dirs: { public: publicDir },
    app: {
      keys: envSecretList('APP_KEYS', [
        'stayvn-dev-key-1',
        'stayvn-dev-key-2',
        'stayvn-dev-key-3',
        'stayvn-dev-key-4',
      ]),
    },
  };
};

export default config;
