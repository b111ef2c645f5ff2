import { errorEnvelopeSchema, staffMemberSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMemberOf, supportAccess } from '../../../plugins/app/staff.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { staffAccess: supportAccess },
      schema: {
        tags: ['staff'],
        summary: 'The staff member of the access token',
        security: [{ staffSession: [] }],
        response: { 200: staffMemberSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => fastify.staffService.toMember(staffMemberOf(request)),
  );
};

export default plugin;
