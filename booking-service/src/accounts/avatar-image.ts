import { openImage } from '../uploads/image-decode.js';

export { decodeBmp, detectImageFormat, type ImageFormat, type RawImage } from '../uploads/image-decode.js';

export const avatarSize = 256;

/** The names this service gives avatars: a uuid and .webp. */
export function isAvatarFile(file: string): boolean {
  return /^[0-9a-f-]{36}\.webp$/.test(file);
}

/** Where an avatar lives in the file store. */
export function avatarKey(file: string): string {
  return `avatars/${file}`;
}

/**
 * An uploaded picture as the avatar we store: checked by content (not by its name or type),
 * turned upright, cropped to a 256×256 square and re-encoded as WebP, which also drops any
 * metadata (location, camera) the original carried. Undefined when the file is not a
 * readable image of an accepted format.
 */
export async function toAvatar(file: Buffer): Promise<Buffer | undefined> {
  const image = await openImage(file);
  if (!image) return undefined;
  try {
    return await image
      .rotate()
      .resize(avatarSize, avatarSize, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
