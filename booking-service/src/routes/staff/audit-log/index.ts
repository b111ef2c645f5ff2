import {
  errorEnvelopeSchema,
  pageSchemaOf,
  staffAuditEntrySchema,
  staffAuditQuerySchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccess } from '../../../plugins/app/staff.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { staffAccess: adminAccess },
      schema: {
        tags: ['staff'],
        summary:
          'The audit log of staff actions, newest first, a page at a time (admins only): by actor, ' +
          'action, item (type or id) and days (from, to)',
        security: [{ staffSession: [] }],
        querystring: staffAuditQuerySchema,
        response: {
          200: pageSchemaOf(staffAuditEntrySchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { pageIndex, pageSize, ...filters } = request.query;
      const { items, total } = await fastify.staffAudit.page(pageIndex, pageSize, filters);
      return {
        items: items.map((row) => ({ ...row, at: row.at.toISOString() })),
        total,
        pageIndex,
        pageSize,
      };
    },
  );
};

export default plugin;
