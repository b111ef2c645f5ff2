import type { ResponsiveImage } from '@/lib/cms-media';

/**
 * A CMS picture with its Strapi formats as `srcset`. The width and height attributes reserve
 * its box before it loads (no layout shift); it loads lazily unless it is the page's first
 * large picture (`priority`), which is fetched at once and early.
 */
export function CmsImage({
  image,
  sizes,
  className,
  alt,
  priority = false,
}: {
  image: ResponsiveImage;
  /** How wide the picture is drawn, for the browser's choice in the srcset. */
  sizes: string;
  className?: string;
  /** Overrides the CMS alternative text: `''` when the picture only decorates a named link. */
  alt?: string;
  priority?: boolean;
}) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt ?? image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
