import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import type { CarouselState } from './use-carousel';
import styles from './carousel-controls.module.css';

/**
 * Previous and next buttons, one dot per position and a pause toggle. The dots are buttons
 * named "Go to slide n of m"; the current one is marked with aria-current.
 */
export function CarouselControls({
  carousel,
  tone = 'light',
  testIdPrefix,
}: {
  carousel: CarouselState;
  /** light: over a dark photo; dark: on the page background. */
  tone?: 'light' | 'dark';
  testIdPrefix: string;
}) {
  const intl = useIntl();
  const { selected, snapCount: count, paused } = carousel;
  if (count <= 1) return null;
  return (
    <div className={`${styles.controls} ${styles[tone]}`}>
      <button
        type="button"
        className={styles.arrow}
        onClick={carousel.scrollPrev}
        aria-label={intl.formatMessage({ id: 'home.carousel.previous' })}
        data-testid={`${testIdPrefix}-prev`}
      >
        <ChevronLeftIcon size={18} />
      </button>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, index) => (
          <button
            type="button"
            key={index}
            className={`${styles.dot} ${index === selected ? styles.dotActive : ''}`}
            onClick={() => carousel.scrollTo(index)}
            aria-label={intl.formatMessage({ id: 'home.carousel.goTo' }, { count: index + 1, total: count })}
            aria-current={index === selected ? 'true' : undefined}
            data-testid={`${testIdPrefix}-dot`}
          />
        ))}
      </div>
      <button
        type="button"
        className={styles.arrow}
        onClick={carousel.scrollNext}
        aria-label={intl.formatMessage({ id: 'home.carousel.next' })}
        data-testid={`${testIdPrefix}-next`}
      >
        <ChevronRightIcon size={18} />
      </button>
      <button
        type="button"
        className={styles.pause}
        onClick={carousel.togglePaused}
        aria-label={intl.formatMessage({ id: paused ? 'home.carousel.play' : 'home.carousel.pause' })}
        data-testid={`${testIdPrefix}-pause`}
      >
        {paused ? (
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 4v16l13-8z" fill="currentColor" />
          </svg>
        ) : (
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
          </svg>
        )}
      </button>
    </div>
  );
}

/** One slide, announced as "slide, 2 of 5" (the APG carousel pattern). */
export function CarouselSlide({
  index,
  total,
  className,
  children,
  'data-testid': testId,
}: {
  index: number;
  total: number;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const intl = useIntl();
  return (
    <div
      className={className}
      role="group"
      aria-roledescription={intl.formatMessage({ id: 'home.carousel.slide' })}
      aria-label={intl.formatMessage({ id: 'home.carousel.position' }, { count: index + 1, total })}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
