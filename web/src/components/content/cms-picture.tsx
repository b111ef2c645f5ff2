import type { ResponsiveImage } from '@/lib/cms-media';

/**
 * A CMS picture at the size the layout gives it: `sizes` says how wide the slot is, and the
 * browser picks from Strapi's resized copies. Width and height reserve the box (no layout shift).
 */
export function CmsPicture({
  image,
  sizes,
  className,
  priority = false,
  alt,
}: {
  image: ResponsiveImage;
  sizes: string;
  className?: string;
  /** The page's largest picture: fetched first, not lazily. */
  priority?: boolean;
  alt?: string;
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt ?? image.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
