import sharp, { type Sharp } from 'sharp';

/** The formats the spec accepts for pictures (§9: jpeg, png, jpg, gif, tiff, bmp). */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'tiff' | 'bmp';

// Far above any real photo; stops a small file that claims a huge canvas (a pixel bomb).
export const maxInputPixels = 40_000_000;

/** The format a file really is, from its first bytes; the name and the declared type can lie. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const startsWith = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpeg';
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (startsWith(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'gif';
  }
  if (startsWith(0x49, 0x49, 0x2a, 0x00) || startsWith(0x4d, 0x4d, 0x00, 0x2a)) return 'tiff';
  if (startsWith(0x42, 0x4d) && bytes.length >= 54) return 'bmp';
  return undefined;
}

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

/**
 * libvips (in sharp's prebuilt binaries) reads no BMP, so the common kinds are decoded here:
 * uncompressed 1, 4, 8 (palette), 24 and 32 bits per pixel. Anything else is refused.
 */
export function decodeBmp(file: Buffer): RawImage | undefined {
  if (file.length < 54 || file.toString('latin1', 0, 2) !== 'BM') return undefined;
  const dataOffset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  if (headerSize < 40) return undefined;
  const width = file.readInt32LE(18);
  const rawHeight = file.readInt32LE(22);
  const bitsPerPixel = file.readUInt16LE(28);
  const compression = file.readUInt32LE(30);
  const colorsUsed = file.readUInt32LE(46);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height <= 0 || width * height > maxInputPixels) return undefined;
  // 0: BI_RGB; 3 and 6: bit fields, which 32-bit files use for the usual BGRA layout.
  const bitFields = compression === 3 || compression === 6;
  if (!(compression === 0 || (bitFields && bitsPerPixel === 32))) return undefined;
  if (![1, 4, 8, 24, 32].includes(bitsPerPixel)) return undefined;

  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  if (dataOffset + stride * height > file.length) return undefined;

  let palette: number[][] = [];
  if (bitsPerPixel <= 8) {
    const count = colorsUsed || 1 << bitsPerPixel;
    const start = 14 + headerSize;
    if (start + count * 4 > dataOffset) return undefined;
    palette = Array.from({ length: count }, (_, i) => {
      const at = start + i * 4;
      return [file[at + 2]!, file[at + 1]!, file[at]!];
    });
  }

  let masks = [0x00ff0000, 0x0000ff00, 0x000000ff];
  if (bitFields) {
    // The masks follow a 40-byte header, or sit inside a larger (V4, V5) one at the same place.
    masks = [file.readUInt32LE(54), file.readUInt32LE(58), file.readUInt32LE(62)];
  }
  const channel = (value: number, mask: number) => {
    if (mask === 0) return 0;
    const shift = 31 - Math.clz32(mask & -mask);
    const bits = (mask >>> shift).toString(2).length;
    return Math.round((((value & mask) >>> shift) * 255) / ((1 << bits) - 1));
  };

  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      let rgb: number[];
      if (bitsPerPixel === 24) {
        const at = row + x * 3;
        rgb = [file[at + 2]!, file[at + 1]!, file[at]!];
      } else if (bitsPerPixel === 32) {
        const value = file.readUInt32LE(row + x * 4);
        rgb = masks.map((mask) => channel(value, mask));
      } else {
        const bitOffset = x * bitsPerPixel;
        const byte = file[row + (bitOffset >> 3)]!;
        const index = (byte >> (8 - bitsPerPixel - (bitOffset & 7))) & ((1 << bitsPerPixel) - 1);
        const color = palette[index];
        if (!color) return undefined;
        rgb = color;
      }
      data.set(rgb, (y * width + x) * 3);
    }
  }
  return { data, width, height, channels: 3 };
}

/**
 * An uploaded file opened for decoding when it is an image of an accepted format by its content
 * (not by its name or declared type), the decoder agreeing with the magic bytes, and its canvas
 * within `maxInputPixels` (a small file that claims a huge canvas is a decompression bomb).
 * Undefined otherwise.
 */
export async function openImage(file: Buffer): Promise<Sharp | undefined> {
  const format = detectImageFormat(file);
  if (!format) return undefined;
  try {
    if (format === 'bmp') {
      const raw = decodeBmp(file);
      if (!raw) return undefined;
      return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
    }
    const image = sharp(file, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== format) return undefined;
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxInputPixels) return undefined;
    return image;
  } catch {
    return undefined;
  }
}
