import { showsReviewPaginator, type Language, type PropertyKind, type Review } from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorNotice } from '@/components/errors/error-notice';
import { TabSkeleton } from '@/components/detail/tab-skeleton';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-class';
import { formatDate } from '@/lib/format-date';
import { ratingQueryOptions, reviewsQueryOptions } from '../api/get-reviews';
import { ratingView } from '../utils/rating';
import { initialsOf, reviewExcerpt } from '../utils/review-text';
import styles from './ratings.module.css';

function Stars({ rate, label }: { rate: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"
            fill={star <= rate ? 'var(--color-accent)' : 'var(--color-border)'}
          />
        </svg>
      ))}
    </span>
  );
}

function ReviewItem({ review, language }: { review: Review; language: Language }) {
  const intl = useIntl();
  const { excerpt, truncated } = reviewExcerpt(review.content);
  return (
    <li className={styles.review} data-testid="review">
      <div className={styles.author}>
        {review.avatarUrl ? (
          <img
            className={styles.avatar}
            src={review.avatarUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(review.fullName)}
          </span>
        )}
        <div>
          <p className={styles.name}>{review.fullName}</p>
          <p className={styles.date}>
            <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
          </p>
        </div>
        <Stars
          rate={review.rate}
          label={intl.formatMessage({ id: 'reviews.stars' }, { rate: review.rate })}
        />
      </div>
      {review.tag ? (
        <p className={styles.tag} data-testid="review-tag">
          {review.tag.title}
        </p>
      ) : null}
      {truncated ? (
        // Plain HTML: the expander works before the scripts run; CSS shows the text it opens.
        <>
          <p className={styles.content} data-testid="review-content">
            <span className={styles.excerpt}>{excerpt}</span>
            <span className={styles.fullText}>{review.content}</span>
          </p>
          <details className={styles.more}>
            <summary className={`${buttonClassName('link')} ${styles.moreToggle}`} data-testid="review-more">
              <span className={styles.readMore}>{intl.formatMessage({ id: 'reviews.readMore' })}</span>
              <span className={styles.readLess}>{intl.formatMessage({ id: 'reviews.readLess' })}</span>
            </summary>
          </details>
        </>
      ) : (
        <p className={styles.content} data-testid="review-content">
          {review.content}
        </p>
      )}
      {review.images.length > 0 ? (
        <ul className={styles.images}>
          {review.images.map((image, index) => (
            <li key={image.url}>
              <a href={image.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={image.url}
                  alt={intl.formatMessage(
                    { id: 'reviews.image' },
                    { index: index + 1, name: review.fullName },
                  )}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The ratings and reviews tab (spec §2.3, §4, §9): the average with its label and colour, the
 * five-star bars, then ten reviews a page; the paginator shows only above 15 reviews, and up to
 * 15 all show on one page.
 */
export function RatingsTab({
  id,
  language,
  kind,
}: {
  id: string;
  language: Language;
  /** An office's empty list says office, an apartment's apartment. */
  kind: PropertyKind;
}) {
  const intl = useIntl();
  const [pageIndex, setPageIndex] = useState(1);
  const listRef = useRef<HTMLUListElement>(null);
  const goToPage = (page: number) => {
    setPageIndex(page);
    // The next page starts at the top of the list, not where the paginator was.
    listRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const rating = useQuery(ratingQueryOptions(id));
  // The service sizes the page by the spec (all of up to 15, else 10) and says which it chose.
  const reviews = useQuery(reviewsQueryOptions(id, language, pageIndex));

  if (rating.isPending) return <TabSkeleton label={intl.formatMessage({ id: 'app.loading' })} />;
  if (rating.isError)
    return <ErrorNotice error={rating.error} retry={() => void rating.refetch()} titleId="reviews.error" />;

  const view = ratingView(rating.data);
  const total = reviews.data?.total ?? view.total;
  const pages = Math.max(1, Math.ceil(total / (reviews.data?.pageSize ?? 10)));

  return (
    <div className={styles.ratings}>
      <section className={styles.summary} aria-labelledby="rating-summary" data-testid="rating-summary">
        <h3 id="rating-summary" className="visually-hidden">
          {intl.formatMessage({ id: 'reviews.summary' })}
        </h3>
        <div className={styles.score}>
          <span
            className={styles.average}
            style={view.colour ? { background: view.colour } : undefined}
            data-testid="rating-average"
            data-label={view.label}
          >
            {intl.formatNumber(view.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </span>
          <div>
            <p className={styles.label} data-testid="rating-label">
              {intl.formatMessage({ id: `reviews.label.${view.label}` })}
            </p>
            <p className={styles.count}>
              {view.total > 0
                ? intl.formatMessage({ id: 'reviews.count' }, { count: view.total })
                : intl.formatMessage({ id: 'reviews.none' })}
            </p>
          </div>
        </div>
        <ul className={styles.bars} data-testid="rating-bars">
          {view.bars.map((bar) => (
            <li key={bar.rate}>
              <span className={styles.barLabel}>
                {intl.formatMessage({ id: 'reviews.starsShort' }, { rate: bar.rate })}
              </span>
              <span
                className={styles.bar}
                role="meter"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={bar.percent}
                aria-label={intl.formatMessage({ id: 'reviews.bar' }, { rate: bar.rate, count: bar.total })}
              >
                <span style={{ width: `${bar.percent}%` }} />
              </span>
              <span className={styles.barCount}>{bar.total}</span>
            </li>
          ))}
        </ul>
      </section>

      {reviews.isPending ? (
        <TabSkeleton label={intl.formatMessage({ id: 'app.loading' })} />
      ) : reviews.isError ? (
        <ErrorNotice error={reviews.error} retry={() => void reviews.refetch()} titleId="reviews.error" />
      ) : reviews.data.items.length === 0 ? (
        <p className={styles.empty} data-testid="reviews-empty">
          {intl.formatMessage({ id: kind === 'office' ? 'reviews.emptyOffice' : 'reviews.empty' })}
        </p>
      ) : (
        <>
          <ul
            className={styles.list}
            data-testid="review-list"
            aria-busy={reviews.isPlaceholderData || undefined}
          >
            {reviews.data.items.map((review) => (
              <ReviewItem key={review.id} review={review} language={language} />
            ))}
          </ul>
          {showsReviewPaginator(total) ? (
            <nav
              className={styles.pager}
              aria-label={intl.formatMessage({ id: 'reviews.pages' })}
              data-testid="review-pager"
            >
              <Button variant="secondary" isDisabled={pageIndex <= 1} onPress={() => goToPage(pageIndex - 1)}>
                {intl.formatMessage({ id: 'reviews.previous' })}
              </Button>
              <span aria-live="polite">
                {intl.formatMessage({ id: 'reviews.page' }, { page: pageIndex, pages })}
              </span>
              <Button
                variant="secondary"
                isDisabled={pageIndex >= pages}
                onPress={() => goToPage(pageIndex + 1)}
              >
                {intl.formatMessage({ id: 'reviews.next' })}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
