import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { drawingToSvg } from './images';
import type { ImageSeed } from './types';

/** Rasterising and resizing dominate seeding time; a few at once use the idle cores. */
const parallelUploads = 4;

/**
 * Draws each picture and hands it to Strapi's upload service, the same path as an editor's upload,
 * so the files get their thumbnail/small/medium/large formats and appear in the media library.
 * Returns the media ids by image key.
 */
export async function uploadSeedImages(
  strapi: Core.Strapi,
  images: ImageSeed[],
): Promise<Map<string, number>> {
  const upload = strapi.plugin('upload').service('upload');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'stayvn-seed-'));
  const ids = new Map<string, number>();

  const uploadOne = async (image: ImageSeed) => {
    const filepath = path.join(folder, `${image.key}.jpg`);
    const jpeg = await sharp(Buffer.from(drawingToSvg(image.drawing, image.width, image.height)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await writeFile(filepath, jpeg);
    const [file] = (await upload.upload({
      data: {
        fileInfo: { name: `${image.key}.jpg`, alternativeText: image.alt, caption: image.alt },
      },
      files: {
        filepath,
        originalFilename: `${image.key}.jpg`,
        mimetype: 'image/jpeg',
        size: (await stat(filepath)).size,
      },
    })) as { id: number }[];
    if (!file) throw new Error(`Uploading seed image ${image.key} returned no file.`);
    ids.set(image.key, file.id);
  };

  try {
    for (let start = 0; start < images.length; start += parallelUploads) {
      await Promise.all(images.slice(start, start + parallelUploads).map(uploadOne));
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return ids;
}
