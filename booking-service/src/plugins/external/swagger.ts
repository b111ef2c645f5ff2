import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Schema = Record<string, unknown>;

/**
 * A query schema that is a union of objects (search: one object per tab, told apart by `type`)
 * as the one object OpenAPI parameters need: every property of every alternative, the values of
 * a property that differs by alternative together (so `type` lists both tabs), and required
 * only what every alternative requires. Without it a parameter took the last alternative's
 * shape: `type` showed as a required `["office"]`.
 */
export function mergeQueryAlternatives(schema: Schema): Schema {
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (!alternatives?.every((alternative) => alternative.type === 'object' && alternative.properties)) {
    return schema;
  }
  const properties: Record<string, Schema> = {};
  for (const alternative of alternatives) {
    for (const [name, property] of Object.entries(alternative.properties as Record<string, Schema>)) {
      const seen = properties[name];
      const values = (p: Schema) => [...((p.enum as unknown[]) ?? []), ...('const' in p ? [p.const] : [])];
      if (!seen) properties[name] = property;
      else if (values(seen).length && values(property).length) {
        const { const: _ignored, ...rest } = seen;
        properties[name] = { ...rest, enum: [...new Set([...values(seen), ...values(property)])] };
      }
    }
  }
  const required = Object.keys(properties).filter((name) =>
    alternatives.every((alternative) => ((alternative.required as string[]) ?? []).includes(name)),
  );
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/**
 * The OpenAPI document is generated from the routes' zod schemas; Swagger UI and the document
 * are served at /docs when API_DOCS is on (not in production unless asked: issue 20).
 */
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
            staffSession: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'A staff access token from POST /staff/auth/login (15 minutes)',
            },
            accessToken: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'Access token of a session',
            },
          },
        },
      },
      transform: (input) => {
        const output = jsonSchemaTransform(input);
        const querystring = output.schema.querystring as Schema | undefined;
        if (!querystring) return output;
        return { ...output, schema: { ...output.schema, querystring: mergeQueryAlternatives(querystring) } };
      },
    });
    if (fastify.config.API_DOCS) await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'swagger', dependencies: ['env'] },
);
