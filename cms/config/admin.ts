import type { Core } from '@strapi/strapi';
import { envSecret } from '../src/lib/env-secret';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // The admin API (/admin/login, /content-manager/...) is always on; only the built admin SPA
  // can be switched off, which lets tests and `npm run start:test` run without `strapi build`.
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
  auth: {
    secret: envSecret('ADMIN_JWT_SECRET', 'stayvn-dev-admin-jwt-secret'),
  },
  apiToken: {
    salt: envSecret('API_TOKEN_SALT', 'stayvn-dev-api-token-salt'),
  },
  transfer: {
    token: {
      salt: envSecret('TRANSFER_TOKEN_SALT', 'stayvn-dev-transfer-token-salt'),
    },
  },
  secrets: {
    encryptionKey: envSecret('ENCRYPTION_KEY', 'stayvn-dev-encryption-key'),
  },
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
  },
});

export default config;
