/**
 * A Windows bitmap written byte by byte (libvips cannot write BMP): 24 or 32 bits per pixel,
 * or 8 bits with a palette, bottom-up rows padded to four bytes, as Paint saves them.
 */
export function bmp(
  width: number,
  height: number,
  bitsPerPixel: 8 | 24 | 32,
  rgb: number[] = [200, 40, 90],
): Buffer {
  const paletteSize = bitsPerPixel === 8 ? 256 * 4 : 0;
  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  const dataOffset = 14 + 40 + paletteSize;
  const file = Buffer.alloc(dataOffset + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(dataOffset, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bitsPerPixel, 28);
  file.writeUInt32LE(0, 30);
  file.writeUInt32LE(stride * height, 34);
  const [r = 0, g = 0, b = 0] = rgb;
  if (bitsPerPixel === 8) {
    // Entry 5 holds the colour; the pixels all point at it.
    file.set([b, g, r, 0], 54 + 5 * 4);
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const row = dataOffset + y * stride;
      if (bitsPerPixel === 8) file[row + x] = 5;
      else if (bitsPerPixel === 24) file.set([b, g, r], row + x * 3);
      else file.set([b, g, r, 255], row + x * 4);
    }
  }
  return file;
}
