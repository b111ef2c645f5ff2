import { errorEnvelopeSchema, profileSchema, userSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../../plugins/app/authentication.js';

// There is deliberately no route with a user id: the account is always the token's own.
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['accounts'],
        summary: "The caller's profile",
        security: [{ accessToken: [] }],
        response: { 200: userSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => fastify.accountsService.toUser(accountOf(request).user),
  );

  fastify.patch(
    '/',
    {
      schema: {
        tags: ['accounts'],
        summary: "Updates the caller's profile; fields left out keep their value, an empty text clears it",
        security: [{ accessToken: [] }],
        body: profileSchema,
        response: { 200: userSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => fastify.accountsService.updateProfile(accountOf(request).user.id, request.body),
  );
};

export default plugin;
