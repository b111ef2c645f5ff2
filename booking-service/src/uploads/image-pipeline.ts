import { randomUUID } from 'node:crypto';
import type { Sharp } from 'sharp';
import type { FileStore } from '../storage/file-store.js';
import { openImage } from './image-decode.js';
import { imageError } from './multipart-form.js';

/** An image of a form as stored: the picture and its thumbnail, keys in the file store. */
export interface StoredImage {
  key: string;
  thumbnailKey: string;
  width: number;
  height: number;
}

/** The longest side of a stored picture, and the thumbnail's box. */
const maxSide = 2048;
const thumbnail = { width: 480, height: 360 };

/** An upload that passed the checks, ready to be re-encoded. */
export interface CheckedImage {
  image: Sharp;
}

/**
 * Checks every file of a form before anything else is spent on it (the captcha, the encoding):
 * by content (magic bytes, and the decoder must agree: a PHP script named .jpg is not an
 * image), and by canvas size (at most 40 megapixels: a small file that claims a huge canvas is
 * a decompression bomb). Reads headers only, except for BMP. The first bad file answers
 * `file_image_maximum` on `images.N`.
 */
export async function checkImages(files: Buffer[]): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = [];
  for (const [index, file] of files.entries()) {
    const image = await openImage(file);
    if (!image) throw imageError(`images.${index}`);
    checked.push({ image });
  }
  return checked;
}

/**
 * One checked upload as we keep it: turned upright, at most 2048 px on its longest side,
 * re-encoded as WebP (which drops every piece of metadata: location, camera, comments, and
 * anything appended to the file), with a 480×360 thumbnail.
 */
async function encode({ image }: CheckedImage) {
  const upright = image.rotate();
  const { data, info } = await upright
    .clone()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const small = await upright
    .clone()
    .resize(thumbnail.width, thumbnail.height, { fit: 'cover', position: 'attention' })
    .webp({ quality: 75 })
    .toBuffer();
  return { image: data, thumbnail: small, width: info.width, height: info.height };
}

/**
 * Encodes the checked images and stores them under `folder`. A file that fails to decode after
 * all answers `file_image_maximum` on `images.N`; a failure removes what was already written.
 */
export async function storeImages(
  store: FileStore,
  folder: string,
  images: CheckedImage[],
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const [index, checked] of images.entries()) {
      const encoded = await encode(checked).catch(() => {
        throw imageError(`images.${index}`);
      });
      const id = randomUUID();
      const entry = {
        key: `${folder}/${id}.webp`,
        thumbnailKey: `${folder}/${id}-thumb.webp`,
        width: encoded.width,
        height: encoded.height,
      };
      await store.put(entry.key, encoded.image, 'image/webp');
      await store.put(entry.thumbnailKey, encoded.thumbnail, 'image/webp');
      stored.push(entry);
    }
  } catch (error) {
    await removeImages(store, stored);
    throw error;
  }
  return stored;
}

/** Removes stored images (a form that failed after its images were written); never throws. */
export async function removeImages(store: FileStore, images: StoredImage[]): Promise<void> {
  for (const image of images) {
    await store.delete(image.key).catch(() => {});
    await store.delete(image.thumbnailKey).catch(() => {});
  }
}
