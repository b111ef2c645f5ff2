import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/styles.css';
import type { ResponsiveImage } from '@/lib/cms-media';
import styles from './media.module.css';

/** The gallery tab: a grid of responsive images; a click opens the lightbox at that picture. */
export function GalleryGrid({
  images,
  labels,
}: {
  images: ResponsiveImage[];
  labels: { open: (index: number, total: number) => string; empty: string; lightbox: Record<string, string> };
}) {
  const [index, setIndex] = useState(-1);
  if (images.length === 0) return <p className={styles.empty}>{labels.empty}</p>;
  return (
    <>
      <ul className={styles.gallery} data-testid="gallery-grid">
        {images.map((image, position) => (
          <li key={image.src} className={position === 0 ? styles.galleryWide : undefined}>
            <button
              type="button"
              className={styles.galleryButton}
              onClick={() => setIndex(position)}
              aria-label={labels.open(position + 1, images.length)}
              data-testid="gallery-item"
            >
              <img
                src={image.src}
                srcSet={image.srcSet || undefined}
                sizes={
                  position === 0 ? '(min-width: 1024px) 800px, 100vw' : '(min-width: 1024px) 400px, 50vw'
                }
                width={image.width}
                height={image.height}
                alt={image.alt}
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        open={index >= 0}
        index={Math.max(index, 0)}
        close={() => setIndex(-1)}
        labels={labels.lightbox}
        plugins={[Counter]}
        // "3 / 6" in the top corner, as the slider shows it.
        counter={{ container: { style: { top: 0, bottom: 'unset' } } }}
        slides={images.map((image) => ({
          src: image.src,
          alt: image.alt,
          width: image.width,
          height: image.height,
          srcSet: image.sources.map((source) => ({
            src: source.src,
            width: source.width,
            height: source.height,
          })),
        }))}
      />
    </>
  );
}
