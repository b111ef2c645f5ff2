import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // The web app reads the public REST API from another origin (port 3000 in development),
      // and the admin panel calls from the CMS's own. Only those may read answers: Strapi's CORS
      // allows credentials, so "any origin" would let any site act with an editor's cookies
      // (issue 20, finding 5). Production sets the list in docker-compose.yml.
      origin: env.array('CORS_ORIGINS', [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://localhost:1337',
        'http://127.0.0.1:1337',
      ]),
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
