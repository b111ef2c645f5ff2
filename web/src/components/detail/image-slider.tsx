import { useCallback, useEffect, useState } from 'react';
import { useEmbla } from '@/components/carousel/use-embla';
import type { ResponsiveImage } from '@/lib/cms-media';
import { ChevronDownIcon, ImageIcon } from '@/components/ui/icons';
import styles from './media.module.css';

/**
 * The overview's photo slider (embla): swipe or the arrow buttons, a counter, thumbnails below
 * on wide screens. Before the app runs the photos scroll natively and the buttons, which need
 * embla, are not there to press (`needs-app`, global.css). Labels come translated from the caller.
 */
export function ImageSlider({
  images,
  labels,
}: {
  images: ResponsiveImage[];
  labels: {
    region: string;
    previous: string;
    next: string;
    slide: (index: number, total: number) => string;
    noImage: string;
  };
}) {
  const [viewportRef, embla] = useEmbla({ loop: images.length > 1 });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  if (images.length === 0) {
    return (
      <div className={styles.sliderEmpty}>
        <ImageIcon size={32} />
        <span>{labels.noImage}</span>
      </div>
    );
  }

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-testid="image-slider"
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {images.map((image, index) => (
            <div
              key={image.src}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, images.length)}
              aria-hidden={index === selected ? undefined : true}
            >
              <img
                src={image.src}
                srcSet={image.srcSet || undefined}
                sizes="(min-width: 1024px) 760px, 100vw"
                width={image.width}
                height={image.height}
                alt={image.alt}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev} needs-app`}
            onClick={() => embla?.scrollPrev()}
            aria-label={labels.previous}
          >
            <ChevronDownIcon size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next} needs-app`}
            onClick={() => embla?.scrollNext()}
            aria-label={labels.next}
          >
            <ChevronDownIcon size={22} />
          </button>
          <p className={`${styles.counter} needs-app`} aria-live="polite">
            {labels.slide(selected + 1, images.length)}
          </p>
          <div className={`${styles.thumbs} needs-app`}>
            {images.map((image, index) => (
              <button
                key={image.src}
                type="button"
                className={styles.thumb}
                aria-label={labels.slide(index + 1, images.length)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => goTo(index)}
              >
                <img src={image.thumbnail} alt="" loading="lazy" />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
