import { errorEnvelopeSchema, staffMemberSchema, uuidParamsSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccess, staffMemberOf } from '../../../../plugins/app/staff.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** Admins disable a staff account (its sessions end at once) or enable it again. */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  for (const [path, disable] of [
    ['/disable', true],
    ['/enable', false],
  ] as const) {
    fastify.post(
      path,
      {
        config: { staffAccess: adminAccess, auditedInline: true },
        schema: {
          tags: ['staff'],
          summary: disable
            ? 'Disables a staff account and ends its sessions (admins only; not oneself)'
            : 'Enables a disabled staff account again (admins only)',
          security: [{ staffSession: [] }],
          params: uuidParamsSchema,
          response: { 200: staffMemberSchema, ...errors },
        },
      },
      async (request) => fastify.staffService.setDisabled(staffMemberOf(request), request.params.id, disable),
    );
  }
};

export default plugin;
