import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeBmp, detectImageFormat, toAvatar } from '../../src/accounts/avatar-image.js';
import { bmp } from '../helpers/images.js';

const picture = () => sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } });

describe('detectImageFormat', () => {
  it.each([
    ['jpeg', () => picture().jpeg().toBuffer()],
    ['png', () => picture().png().toBuffer()],
    ['gif', () => picture().gif().toBuffer()],
    ['tiff', () => picture().tiff().toBuffer()],
    ['bmp', async () => bmp(4, 4, 24)],
  ])('recognizes %s by its first bytes', async (format, make) => {
    expect(detectImageFormat(await make())).toBe(format);
  });

  it.each([
    ['WebP', () => picture().webp().toBuffer()],
    ['text', async () => Buffer.from('GIF is not enough')],
    ['an empty file', async () => Buffer.alloc(0)],
    ['a PDF', async () => Buffer.from('%PDF-1.7\n')],
  ])('does not take %s for an accepted image', async (_, make) => {
    expect(detectImageFormat(await make())).toBeUndefined();
  });
});

describe('decodeBmp', () => {
  it('reads top-down files and 1-bit palettes', () => {
    const file = bmp(9, 3, 8, [1, 2, 3]);
    file.writeInt32LE(-3, 22);
    expect(decodeBmp(file)).toMatchObject({ width: 9, height: 3 });
    expect([...decodeBmp(file)!.data.subarray(0, 3)]).toEqual([1, 2, 3]);

    // 1 bit per pixel, two colours, rows of 8 pixels alternating.
    const mono = Buffer.alloc(14 + 40 + 8 + 4 * 2);
    mono.write('BM', 0, 'latin1');
    mono.writeUInt32LE(14 + 40 + 8, 10);
    mono.writeUInt32LE(40, 14);
    mono.writeInt32LE(8, 18);
    mono.writeInt32LE(2, 22);
    mono.writeUInt16LE(1, 26);
    mono.writeUInt16LE(1, 28);
    mono.set([0, 0, 0, 0, 255, 255, 255, 0], 54);
    mono[62] = 0b10101010;
    mono[66] = 0b01010101;
    const decoded = decodeBmp(mono)!;
    // The last row in the file is the top row of the picture.
    expect([...decoded.data.subarray(0, 6)]).toEqual([0, 0, 0, 255, 255, 255]);
    expect([...decoded.data.subarray(24, 30)]).toEqual([255, 255, 255, 0, 0, 0]);
  });

  it('refuses truncated, compressed or absurdly large files', () => {
    const whole = bmp(10, 10, 24);
    expect(decodeBmp(whole.subarray(0, whole.length - 10))).toBeUndefined();
    const compressed = Buffer.from(whole);
    compressed.writeUInt32LE(1, 30);
    expect(decodeBmp(compressed)).toBeUndefined();
    const huge = Buffer.from(whole);
    huge.writeInt32LE(100_000, 18);
    huge.writeInt32LE(100_000, 22);
    expect(decodeBmp(huge)).toBeUndefined();
  });
});

describe('toAvatar', () => {
  it('refuses a pixel bomb: a small file whose header claims a huge canvas', async () => {
    // A real PNG whose IHDR says 50,000 × 50,000, with the chunk's CRC made right again, so
    // only the pixel limit stands in the way.
    const png = Buffer.from(await picture().png().toBuffer());
    png.writeUInt32BE(50_000, 16);
    png.writeUInt32BE(50_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect((await sharp(png, { limitInputPixels: false }).metadata()).width).toBe(50_000);
    expect(await toAvatar(png)).toBeUndefined();
  });

  it('drops the metadata of the original', async () => {
    const jpeg = await picture()
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .jpeg()
      .toBuffer();
    const avatar = await toAvatar(jpeg);
    expect((await sharp(avatar!).metadata()).exif).toBeUndefined();
  });
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
