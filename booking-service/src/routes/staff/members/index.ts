import {
  errorEnvelopeSchema,
  staffInviteSchema,
  staffMemberListSchema,
  staffMemberSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccess, staffMemberOf } from '../../../plugins/app/staff.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** Staff accounts: admins only. */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { staffAccess: adminAccess },
      schema: {
        tags: ['staff'],
        summary: 'Every staff account (admins only)',
        security: [{ staffSession: [] }],
        response: { 200: staffMemberListSchema, ...errors },
      },
    },
    async () => ({ items: await fastify.staffService.list() }),
  );

  fastify.post(
    '/',
    {
      config: { staffAccess: adminAccess, auditedInline: true },
      schema: {
        tags: ['staff'],
        summary: 'Invites someone: the account, and a mail with a single-use set-password link (72 hours)',
        security: [{ staffSession: [] }],
        body: staffInviteSchema,
        response: { 201: staffMemberSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const member = await fastify.staffService.invite(staffMemberOf(request), request.body);
      fastify.outbox.nudge();
      return reply.code(201).send(member);
    },
  );
};

export default plugin;
