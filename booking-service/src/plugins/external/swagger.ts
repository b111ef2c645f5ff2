import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas; the UI is at /docs. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'StayVN booking service',
          description:
            'Search, accounts and bookings for StayVN; the catalog index kept in step with the CMS.',
          version: '0.1.0',
        },
        tags: [
          { name: 'catalog', description: 'Published properties, answered from the catalog index' },
          {
            name: 'accounts',
            description: 'Sign-up, login, sessions, password reset, profile, social login',
          },
          {
            name: 'bookings',
            description: 'Short-stay bookings: availability, quote, hold, bank transfer, cancellation',
          },
          {
            name: 'staff',
            description: 'Staff actions (bearer STAFF_API_TOKEN) until the back office has accounts',
          },
          { name: 'internal', description: 'Called by the CMS, not by browsers' },
          { name: 'ops', description: 'Health and operations' },
        ],
        components: {
          securitySchemes: {
            catalogWebhookSecret: { type: 'http', scheme: 'bearer', description: 'CATALOG_WEBHOOK_SECRET' },
            staffToken: { type: 'http', scheme: 'bearer', description: 'STAFF_API_TOKEN' },
            accessToken: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'Access token of a session',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
