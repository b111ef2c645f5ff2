import { z } from 'zod';
import { cmsMediaUrl } from './cms-client';

const formatSchema = z.object({ url: z.string().min(1), width: z.number(), height: z.number() });

/** A Strapi 5 media field with the resized copies its upload plugin makes (breakpoint formats). */
export const cmsMediaSchema = z.object({
  url: z.string().min(1),
  alternativeText: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  formats: z.record(z.string(), formatSchema.nullish()).nullish(),
});
export type CmsMedia = z.infer<typeof cmsMediaSchema>;

export type ResponsiveImage = {
  src: string;
  /** `url 500w, url 750w, ...`, empty when the CMS made no resized copies. */
  srcSet: string;
  width: number | null;
  height: number | null;
  alt: string;
};

/**
 * Every size the CMS holds, smallest first, so the browser picks the lightest copy that fills
 * the slot (`sizes` on the <img>). The thumbnail is left out: it is cropped square-ish and
 * would look blurred in any slot wider than a card icon.
 */
export function toResponsiveImage(
  media: CmsMedia | null | undefined,
  baseUrl?: string,
): ResponsiveImage | null {
  if (!media) return null;
  const candidates = Object.entries(media.formats ?? {})
    .filter(([name, format]) => name !== 'thumbnail' && format)
    .map(([, format]) => format!)
    .concat(media.width ? [{ url: media.url, width: media.width, height: media.height ?? 0 }] : []);
  const seen = new Set<number>();
  const srcSet = candidates
    .sort((a, b) => a.width - b.width)
    .filter((format) => (seen.has(format.width) ? false : (seen.add(format.width), true)))
    .map((format) => `${cmsMediaUrl(format.url, baseUrl)} ${format.width}w`)
    .join(', ');
  return {
    src: cmsMediaUrl(media.url, baseUrl),
    srcSet,
    width: media.width ?? null,
    height: media.height ?? null,
    alt: media.alternativeText ?? '',
  };
}
