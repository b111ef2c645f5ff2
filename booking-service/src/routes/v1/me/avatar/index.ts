import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { authErrorCodes, errorCodes, errorEnvelopeSchema, userSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toAvatar } from '../../../../accounts/avatar-image.js';
import { AppError } from '../../../../errors/app-error.js';
import { accountOf } from '../../../../plugins/app/authentication.js';

const field = 'avatar';

const notAnImage = () =>
  new AppError(
    400,
    authErrorCodes.imageInvalid,
    'The avatar must be a JPEG, PNG, GIF, BMP or TIFF image under 2.5 MB',
    [{ field, code: authErrorCodes.imageInvalid, message: authErrorCodes.imageInvalid }],
  );

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const avatarDir = fastify.config.AVATAR_DIR;

  fastify.post(
    '/',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Replaces the avatar: multipart/form-data with one file field `avatar` (jpeg, png, gif, bmp or tiff, under 2.5 MB)',
        security: [{ accessToken: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: userSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { user } = accountOf(request);
      const missing = () =>
        new AppError(400, errorCodes.validation, 'The request is not valid', [
          { field, code: 'err_required', message: 'err_required' },
        ]);
      if (!request.isMultipart()) throw missing();

      let upload: Buffer | undefined;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== field) throw missing();
        upload = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Too large while streaming (multipart's fileSize limit), or a broken multipart body.
        throw notAnImage();
      }

      const avatar = await toAvatar(upload);
      if (!avatar) throw notAnImage();

      await mkdir(avatarDir, { recursive: true });
      const fileName = `${randomUUID()}.webp`;
      const target = path.join(avatarDir, fileName);
      await writeFile(target, avatar);
      try {
        const { user: updated, previous } = await fastify.accountsService.setAvatar(user.id, fileName);
        if (previous) await rm(path.join(avatarDir, path.basename(previous)), { force: true });
        return updated;
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
    },
  );
};

export default plugin;
