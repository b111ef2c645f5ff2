import { randomUUID } from 'node:crypto';
import { authErrorCodes, errorCodes, errorEnvelopeSchema, userSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarKey, isAvatarFile, toAvatar } from '../../../../accounts/avatar-image.js';
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
  const store = fastify.fileStore;

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

      const oneFile = () =>
        new AppError(400, errorCodes.validation, 'Send one avatar file', [
          { field, code: 'err_one_file', message: 'err_one_file' },
        ]);
      let upload: Buffer | undefined;
      try {
        // Every part is read, so a second file is refused rather than silently dropped.
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (upload !== undefined) throw oneFile();
          if (part.fieldname !== field) throw missing();
          upload = await part.toBuffer();
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        // multipart's `files: 1` limit: a second file part.
        if (error instanceof fastify.multipartErrors.FilesLimitError) throw oneFile();
        // Too large while streaming (multipart's fileSize limit), or a broken multipart body.
        throw notAnImage();
      }
      if (!upload) throw missing();

      const avatar = await toAvatar(upload);
      if (!avatar) throw notAnImage();

      const fileName = `${randomUUID()}.webp`;
      await store.put(avatarKey(fileName), avatar, 'image/webp');
      try {
        const { user: updated, previous } = await fastify.accountsService.setAvatar(user.id, fileName);
        if (previous && isAvatarFile(previous)) await store.delete(avatarKey(previous)).catch(() => {});
        return updated;
      } catch (error) {
        await store.delete(avatarKey(fileName)).catch(() => {});
        throw error;
      }
    },
  );
};

export default plugin;
