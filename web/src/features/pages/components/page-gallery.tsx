import { useState } from 'react';
import { useIntl } from 'react-intl';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { CmsPicture } from '@/components/content/cms-picture';
import type { ResponsiveImage } from '@/lib/cms-media';
import styles from './pages.module.css';

export type GalleryPhoto = { key: string; image: ResponsiveImage; caption: string };

/**
 * A photo grid; each photo is a button that opens the full-screen viewer at that photo
 * (yet-another-react-lightbox: keyboard arrows, Escape, swipe).
 */
export function PageGallery({ photos }: { photos: GalleryPhoto[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(-1);
  return (
    <>
      <ul className={styles.gallery} data-testid="gallery">
        {photos.map((photo, i) => (
          <li key={photo.key} className={styles.galleryItem}>
            <button
              type="button"
              className={styles.galleryButton}
              onClick={() => setIndex(i)}
              aria-label={intl.formatMessage({ id: 'content.gallery.open' }, { caption: photo.caption })}
              data-testid="gallery-photo"
            >
              <CmsPicture
                image={photo.image}
                alt=""
                sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 300px"
                className={styles.galleryImage}
              />
              <span className={styles.galleryCaption} aria-hidden="true">
                {photo.caption}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        open={index >= 0}
        index={Math.max(index, 0)}
        close={() => setIndex(-1)}
        slides={photos.map((photo) => ({
          src: photo.image.src,
          alt: photo.caption,
          width: photo.image.width ?? undefined,
          height: photo.image.height ?? undefined,
          srcSet: photo.image.srcSet
            ? photo.image.srcSet.split(', ').map((entry) => {
                const [src = '', size = '0w'] = entry.split(' ');
                const width = Number.parseInt(size, 10);
                const ratio =
                  photo.image.width && photo.image.height ? photo.image.height / photo.image.width : 0.625;
                return { src, width, height: Math.round(width * ratio) };
              })
            : undefined,
        }))}
        labels={{
          Previous: intl.formatMessage({ id: 'content.pagination.previous' }),
          Next: intl.formatMessage({ id: 'content.pagination.next' }),
          Close: intl.formatMessage({ id: 'content.gallery.close' }),
          Lightbox: intl.formatMessage({ id: 'content.gallery.viewer' }),
        }}
      />
    </>
  );
}
