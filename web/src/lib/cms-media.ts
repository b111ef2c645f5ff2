import { cmsMediaUrl } from './cms-client';
import type { CmsMedia } from './cms-schemas';

export type { CmsMedia };

/** An image ready for <img src srcSet sizes>: every rendition, smallest first, with absolute URLs. */
export type ResponsiveImage = {
  src: string;
  srcSet: string;
  width: number | undefined;
  height: number | undefined;
  alt: string;
  /** The smallest rendition, for thumbnails and map cards. */
  thumbnail: string;
  /** Each rendition with its width (the lightbox picks one for the screen). */
  sources: Array<{ src: string; width: number; height: number }>;
};

/**
 * Strapi's formats become a srcset, so a phone loads the 500 px rendition and a desktop the
 * 1000 px one; the original is the largest candidate. `baseUrl` is for tests.
 */
export function responsiveImage(media: CmsMedia, fallbackAlt = '', baseUrl?: string): ResponsiveImage {
  const original =
    media.width && media.height ? [{ url: media.url, width: media.width, height: media.height }] : [];
  const renditions = [...Object.values(media.formats ?? {}), ...original]
    .filter((format) => format != null)
    .filter((format, index, all) => all.findIndex((other) => other.width === format.width) === index)
    .sort((a, b) => a.width - b.width)
    .map((format) => ({ src: cmsMediaUrl(format.url, baseUrl), width: format.width, height: format.height }));
  const src = cmsMediaUrl(media.url, baseUrl);
  return {
    src,
    srcSet: renditions.map((rendition) => `${rendition.src} ${rendition.width}w`).join(', '),
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    alt: media.alternativeText?.trim() || fallbackAlt,
    thumbnail: renditions[0]?.src ?? src,
    sources: renditions,
  };
}
export type CmsMediaInput = CmsMedia;
