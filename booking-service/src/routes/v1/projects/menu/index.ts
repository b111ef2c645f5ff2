import { errorEnvelopeSchema, projectMenuQuerySchema, projectMenuSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toProjectMenu } from '../../../../catalog/project-row.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['catalog'],
        summary: "The header's projects menu: published projects grouped by city",
        description:
          'Cities in id order (1 Hanoi, 2 Ho Chi Minh City, 3 Hai Phong), projects by name in `lang` ' +
          '(English when a project has no name in it). A project without published properties is listed too.',
        querystring: projectMenuQuerySchema,
        response: { 200: projectMenuSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const rows = await fastify.catalogRepository.listProjectsWithCity();
      return toProjectMenu(rows, request.query.lang);
    },
  );
};

export default plugin;
