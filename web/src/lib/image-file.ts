import { imageMimeTypes, limits } from '@stayvn/shared';

/**
 * The spec's image rule before any upload: jpeg, png, gif, tiff or bmp, under 2.5 MB. The
 * service checks the bytes again; this only spares a pointless upload.
 * Returns the message key of the problem, or undefined.
 */
export function imageFileProblem(file: { type: string; size: number }): 'file_image_maximum' | undefined {
  const typeOk = (imageMimeTypes as readonly string[]).includes(file.type.toLowerCase());
  return typeOk && file.size < limits.imageBytes ? undefined : 'file_image_maximum';
}
