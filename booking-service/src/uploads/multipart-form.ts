import {
  errorCodes,
  fieldErrorsFromIssues,
  fileImageMaximum,
  imagesField,
  limits,
  type FieldError,
} from '@stayvn/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

export interface MultipartForm {
  /** The text fields, each once (a repeated name keeps its first value). */
  fields: Record<string, string>;
  /** The files of the `images` field, in the order sent. */
  files: Buffer[];
}

/** The field error of every image violation: too many, too large, not an image (spec §5, §8). */
export function imageError(field: string = imagesField): AppError {
  return new AppError(400, errorCodes.validation, 'Images must be JPEG, PNG, GIF, TIFF or BMP under 2.5 MB', [
    { field, code: fileImageMaximum, message: fileImageMaximum },
  ]);
}

export function validationError(details: FieldError[]): AppError {
  return new AppError(400, errorCodes.validation, 'The body is not valid', details);
}

const maxFields = 30;

/**
 * Reads a multipart/form-data body of one of the forms with images: text fields, and up to
 * `maxFiles` files in the `images` field, each under 2,500,000 bytes (refused while streaming,
 * so an oversized upload is never held whole). One file too many, one too large, or a file in
 * another field answers `file_image_maximum` on `images`; a body that is not multipart, or a
 * broken one, answers 400 rather than a framework error.
 */
export async function readMultipartForm(
  fastify: FastifyInstance,
  request: FastifyRequest,
  maxFiles: number,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, errorCodes.unsupportedMediaType, 'Send the form as multipart/form-data');
  }
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: Buffer[] = [];
  const { FilesLimitError, RequestFileTooLargeError, FieldsLimitError, PartsLimitError } =
    fastify.multipartErrors;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: limits.imageBytes - 1,
        // One more than allowed, so the extra file is seen and named rather than dropped.
        files: maxFiles + 1,
        fields: maxFields,
        fieldSize: 8 * 1024,
        parts: maxFiles + 1 + maxFields,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== imagesField && part.fieldname !== `${imagesField}[]`) {
          await part.toBuffer().catch(() => undefined);
          throw imageError(part.fieldname.slice(0, 64) || imagesField);
        }
        const content = await part.toBuffer();
        // A plain HTML form sends an empty part with no file name when no file was chosen.
        if (content.length === 0 && !part.filename) continue;
        if (files.length >= maxFiles) throw imageError();
        files.push(content);
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof FilesLimitError || error instanceof RequestFileTooLargeError) throw imageError();
    if (error instanceof FieldsLimitError || error instanceof PartsLimitError) {
      throw new AppError(413, errorCodes.payloadTooLarge, 'Too many fields');
    }
    throw new AppError(400, errorCodes.badRequest, 'The multipart body could not be read');
  }
  return { fields, files };
}

/** The text fields through a shared zod schema; failures answer the schema's field keys. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const result = schema.safeParse({ ...fields });
  if (!result.success) throw validationError(fieldErrorsFromIssues(result.error.issues));
  return result.data;
}
