import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { drawingToSvg } from './images';
import type { MotifImage } from './motifs';

/** Rasterising and resizing dominate seeding time; a few at once use the idle cores. */
const parallelUploads = 4;
/** Wide enough for Strapi's large format (1000 px) and the hero banners, small enough to be quick. */
const size = { width: 1280, height: 800 } as const;

/**
 * The pictures of the seed, each drawn and uploaded once however many entries show it. Entries
 * ask for a picture while the seed plans (`want`), everything wanted is uploaded at once
 * (`uploadWanted`), then entries read the media id (`id`). A picture already in the media
 * library under the same file name (an earlier, partial seed) is reused.
 */
export class SeedImages {
  private readonly wanted = new Map<string, MotifImage>();
  private readonly ids = new Map<string, number>();

  constructor(private readonly strapi: Core.Strapi) {}

  want(image: MotifImage): string {
    if (!this.wanted.has(image.key)) this.wanted.set(image.key, image);
    return image.key;
  }

  id(key: string): number {
    const id = this.ids.get(key);
    if (id === undefined) throw new Error(`The seed picture "${key}" was not uploaded.`);
    return id;
  }

  get uploadedCount(): number {
    return this.ids.size;
  }

  /** Hands every wanted picture to Strapi's upload service, which makes the responsive formats. */
  async uploadWanted(): Promise<number> {
    const missing = [...this.wanted.values()].filter((image) => !this.ids.has(image.key));
    if (missing.length === 0) return 0;
    const existing = (await this.strapi.db.query('plugin::upload.file').findMany({
      where: { name: { $in: missing.map((image) => `${image.key}.jpg`) } },
      select: ['id', 'name'],
    })) as { id: number; name: string }[];
    for (const file of existing) this.ids.set(file.name.replace(/\.jpg$/, ''), file.id);
    const toUpload = missing.filter((image) => !this.ids.has(image.key));

    const upload = this.strapi.plugin('upload').service('upload');
    const folder = await mkdtemp(path.join(os.tmpdir(), 'stayvn-seed-'));
    const uploadOne = async (image: MotifImage) => {
      const filepath = path.join(folder, `${image.key}.jpg`);
      const jpeg = await sharp(Buffer.from(drawingToSvg(image.drawing, size.width, size.height)))
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
      await writeFile(filepath, jpeg);
      const [file] = (await upload.upload({
        data: { fileInfo: { name: `${image.key}.jpg`, alternativeText: image.alt, caption: image.alt } },
        files: {
          filepath,
          originalFilename: `${image.key}.jpg`,
          mimetype: 'image/jpeg',
          size: (await stat(filepath)).size,
        },
      })) as { id: number }[];
      if (!file) throw new Error(`Uploading seed picture ${image.key} returned no file.`);
      this.ids.set(image.key, file.id);
    };
    try {
      for (let start = 0; start < toUpload.length; start += parallelUploads) {
        await Promise.all(toUpload.slice(start, start + parallelUploads).map(uploadOne));
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    return toUpload.length;
  }
}
