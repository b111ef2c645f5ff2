import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './pagination.module.css';

/** Page numbers around the current one, with the first and last always present. */
export function pageWindow(current: number, count: number, radius = 1): Array<number | 'gap'> {
  const pages = new Set<number>([1, count]);
  for (let page = current - radius; page <= current + radius; page += 1) {
    if (page >= 1 && page <= count) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push(page - previous === 2 ? page - 1 : 'gap');
    result.push(page);
  });
  return result;
}

/**
 * Paging links that keep the rest of the query in the URL (only `pageIndex` changes), so a
 * page reloads, shares and goes back as expected. A labelled nav; the current page is marked.
 */
export function Pagination({ pageIndex, pageCount }: { pageIndex: number; pageCount: number }) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const pageLink = (page: number) => ({
    to: '.' as const,
    search: (previous: Record<string, unknown>) => ({ ...previous, pageIndex: page }),
    resetScroll: true,
  });
  return (
    <nav
      className={styles.nav}
      aria-label={intl.formatMessage({ id: 'listing.pagination' })}
      data-testid="pagination"
    >
      <ul className={styles.list}>
        <li>
          {pageIndex > 1 ? (
            <Link
              {...pageLink(pageIndex - 1)}
              className={styles.step}
              rel="prev"
              data-testid="pagination-previous"
            >
              <ChevronLeftIcon size={18} />
              <span>{intl.formatMessage({ id: 'listing.previousPage' })}</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <ChevronLeftIcon size={18} />
              <span>{intl.formatMessage({ id: 'listing.previousPage' })}</span>
            </span>
          )}
        </li>
        {pageWindow(pageIndex, pageCount).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                {...pageLink(page)}
                className={styles.page}
                aria-current={page === pageIndex ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'listing.page' }, { page })}
                data-testid={`pagination-page-${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {pageIndex < pageCount ? (
            <Link
              {...pageLink(pageIndex + 1)}
              className={styles.step}
              rel="next"
              data-testid="pagination-next"
            >
              <span>{intl.formatMessage({ id: 'listing.nextPage' })}</span>
              <ChevronRightIcon size={18} />
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <span>{intl.formatMessage({ id: 'listing.nextPage' })}</span>
              <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
