import type { Core } from '@strapi/strapi';
import { envSecret } from '../src/lib/env-secret';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: envSecret('JWT_SECRET', 'stayvn-dev-users-permissions-jwt-secret'),
    },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 20 * 1024 * 1024),
      breakpoints: { large: 1000, medium: 750, small: 500 },
    },
  },
});

export default config;
