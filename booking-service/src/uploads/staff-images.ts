import type { FormImage } from '../db/schema/index.js';

/** The URLs staff open a form's images at (`/staff/files/...`, behind the staff token). */
export function staffImageUrls(
  publicUrl: string,
  images: FormImage[],
): { url: string; thumbnailUrl: string }[] {
  return images.map((image) => ({
    url: `${publicUrl}/staff/files/${image.key}`,
    thumbnailUrl: `${publicUrl}/staff/files/${image.thumbnailKey}`,
  }));
}
