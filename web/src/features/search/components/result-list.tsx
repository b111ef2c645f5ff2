import type { Language, PropertyCard, SearchSort } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Pagination } from '@/components/ui/pagination';
import { PropertyGridSkeleton } from '@/components/property-card/property-card';
import type { CardLinkTarget } from '@/components/property-card/card-format';
import { EmptyResults } from './empty-results';
import { PropertyGrid } from './property-grid';
import { SortOptions } from './sort-options';
import styles from './results.module.css';

/**
 * One page of cards with its count, order and paging. It is the query's content: a prerendered
 * page opened with scripts off may have another query than the one it was rendered for, so it
 * shows a note instead (`[data-query-content]`, scripts/prerender.mjs). A keyword that names no place gets its
 * own message (spec §2.5); otherwise an empty page shows search_page.not_found with its image.
 */
export function ResultList({
  items,
  total,
  pageIndex,
  pageSize,
  language,
  linkTarget,
  sort,
  onSort,
  destinationMatched = true,
  keyword,
  emptyAction,
}: {
  items: readonly PropertyCard[];
  total: number;
  pageIndex: number;
  pageSize: number;
  language: Language;
  linkTarget: CardLinkTarget;
  /** Without it the list has no sort options (offers, special lists). */
  sort?: SearchSort;
  onSort?: (sort: SearchSort) => void;
  destinationMatched?: boolean;
  keyword?: string | undefined;
  emptyAction?: ReactNode;
}) {
  const intl = useIntl();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className={styles.results} aria-labelledby="result-count">
      <noscript>
        <p className={styles.noscript} data-testid="listing-noscript">
          {intl.formatMessage({ id: 'listing.noscript' })}
        </p>
      </noscript>
      <div className={styles.toolbar} data-query-content="">
        <p id="result-count" className={styles.resultCount} aria-live="polite" data-testid="listing-count">
          {intl.formatMessage({ id: 'listing.count' }, { count: total })}
        </p>
        {sort && onSort && total > 0 ? <SortOptions value={sort} onChange={onSort} /> : null}
      </div>
      {!destinationMatched ? (
        <EmptyResults
          data-testid="search-no-destination"
          title={intl.formatMessage({ id: 'search_page.no_destination' }, { keyword: keyword ?? '' })}
          body={intl.formatMessage({ id: 'search_page.no_destination_hint' })}
          action={emptyAction}
        />
      ) : items.length === 0 ? (
        <EmptyResults
          title={intl.formatMessage({ id: 'search_page.not_found' })}
          body={intl.formatMessage({ id: 'search_page.not_found_hint' })}
          action={emptyAction}
        />
      ) : (
        <div data-query-content="">
          <PropertyGrid properties={items} language={language} linkTarget={linkTarget} />
          <Pagination pageIndex={Math.min(pageIndex, pageCount)} pageCount={pageCount} />
        </div>
      )}
    </section>
  );
}

/** What a list page shows while its first page loads. */
export function ResultListSkeleton({ count = 6 }: { count?: number }) {
  const intl = useIntl();
  return (
    <section className={styles.results}>
      <div className={styles.toolbar}>
        <span className={`${styles.countSkeleton}`} aria-hidden="true" />
      </div>
      <PropertyGridSkeleton count={count} label={intl.formatMessage({ id: 'listing.loading' })} />
    </section>
  );
}
