import { errorCodes, errorEnvelopeSchema, uuidParamsSchema } from '@stayvn/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import type { FormImage } from '../db/schema/index.js';
import { staffImageUrls } from './staff-images.js';

interface StoredForm {
  images: FormImage[];
  createdAt: Date;
}

/**
 * The staff side of a stored form (behind the /staff token): `GET /` (newest first, 100 at most,
 * filtered by `query`), `GET /:id` and `POST /:id/status`, each answering `schema` with the
 * images as `/staff/files/...` URLs.
 */
export function staffFormRoutes<
  Row extends StoredForm,
  Query extends z.ZodType,
  Status extends z.ZodType<{ status: string }>,
>(options: {
  noun: string;
  schema: z.ZodType;
  query: Query;
  statusBody: Status;
  service: (fastify: FastifyInstance) => {
    list(query: z.output<Query>): Promise<Row[]>;
    find(id: string): Promise<Row | undefined>;
    setStatus(id: string, status: z.output<Status>['status']): Promise<Row | undefined>;
  };
}): FastifyPluginAsyncZod {
  return async (fastify) => {
    const service = options.service(fastify);
    const toAnswer = (row: Row) => ({
      ...row,
      images: staffImageUrls(fastify.config.PUBLIC_URL, row.images),
      createdAt: row.createdAt.toISOString(),
    });
    const notFound = () => new AppError(404, errorCodes.notFound, `No such ${options.noun}`);
    const security = [{ staffToken: [] }];

    fastify.get(
      '/',
      {
        schema: {
          tags: ['staff'],
          summary: `The ${options.noun}s, newest first (100 at most); bearer STAFF_API_TOKEN`,
          security,
          querystring: options.query,
          response: { 200: z.array(options.schema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
        },
      },
      async (request) => (await service.list(request.query as z.output<Query>)).map(toAnswer),
    );

    fastify.get(
      '/:id',
      {
        schema: {
          tags: ['staff'],
          summary: `One ${options.noun}, with its image URLs (staff only)`,
          security,
          params: uuidParamsSchema,
          response: { 200: options.schema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const row = await service.find(request.params.id);
        if (!row) throw notFound();
        return toAnswer(row);
      },
    );

    fastify.post(
      '/:id/status',
      {
        schema: {
          tags: ['staff'],
          summary: `Moves a ${options.noun} to another status`,
          security,
          params: uuidParamsSchema,
          body: options.statusBody,
          response: {
            200: options.schema,
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const { status } = request.body as z.output<Status>;
        const row = await service.setStatus(request.params.id, status);
        if (!row) throw notFound();
        return toAnswer(row);
      },
    );
  };
}
