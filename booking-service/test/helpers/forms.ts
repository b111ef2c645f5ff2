import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { ReceivedMail, SmtpPeer } from './smtp-peer.js';

export interface FilePart {
  filename?: string;
  type?: string;
  content: Buffer;
  /** The form field; `images` unless given. */
  field?: string;
}

/** A multipart/form-data body as a browser sends it: text fields, then the files. */
export function multipartBody(fields: Record<string, string | number | boolean>, files: FilePart[] = []) {
  const boundary = '----stayvn-forms-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; filename="${
          file.filename ?? 'photo.jpg'
        }"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small JPEG photo carrying EXIF (a copyright and a camera), as phones write them. */
export async function photo(width = 320, height = 200, rgb = { r: 30, g: 120, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: rgb } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Owner', Make: 'PhoneCam' } })
    .toBuffer();
}

/** A real JPEG padded after its end marker to exactly `size` bytes. */
export async function photoOfSize(size: number): Promise<Buffer> {
  const image = await photo(64, 64);
  return Buffer.concat([image, Buffer.alloc(size - image.length, 0)]);
}

/** A PHP script with a .jpg name, and the same behind JPEG magic bytes. */
export const phpScript = Buffer.from('<?php system($_GET["c"]); ?>\n');
export const phpBehindJpegMagic = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), phpScript]);

/**
 * A decompression bomb: a tiny valid PNG whose header claims 60,000 × 60,000 pixels
 * (3.6 gigapixels); its IHDR checksum is recomputed so that the header itself is valid.
 */
export async function pixelBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(png);
  // Signature (8), IHDR length (4), "IHDR" (4), width (4) at 16, height (4) at 20, CRC after 13 bytes.
  bomb.writeUInt32BE(60_000, 16);
  bomb.writeUInt32BE(60_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}

/** The mail to `address` whose subject holds `needle`, waiting up to 3 s for it to arrive. */
export async function mailAbout(smtp: SmtpPeer, address: string, needle: string): Promise<ReceivedMail> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const found = smtp.mails.find((mail) => mail.to.includes(address) && mail.subject.includes(needle));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${address} about ${needle}`);
}
