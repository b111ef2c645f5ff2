import type { Language, SearchSort } from '@stayvn/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorNotice } from '@/components/errors/error-notice';
import { QueryBoundary } from '@/components/errors/query-boundary';
import type { CardLinkTarget } from '@/components/property-card/card-format';
import { isHttpError } from '@/lib/http-error';
import { searchResultsQueryOptions } from '../api/search-properties';
import { searchErrorId, searchFieldLabelId } from '../messages';
import type { SearchApiQuery } from '../utils/search-filter';
import { ResultList, ResultListSkeleton } from './result-list';
import styles from './results.module.css';

/**
 * A query the booking service refused (a hand-edited address): which values are wrong, in the
 * page language, instead of a generic failure.
 */
function InvalidQueryNotice({ error, retry }: { error: unknown; retry: () => void }) {
  const intl = useIntl();
  if (!isHttpError(error) || error.status !== 400 || error.details.length === 0) {
    return <ErrorNotice error={error} retry={retry} titleId="listing.error" />;
  }
  return (
    <div role="alert" className={styles.invalid} data-testid="listing-invalid-query">
      <p className={styles.invalidTitle}>{intl.formatMessage({ id: 'listing.invalidQuery' })}</p>
      <ul>
        {error.details.map((detail, index) => {
          const label = searchFieldLabelId(detail.field);
          return (
            <li key={`${detail.field}-${index}`}>
              <strong>{label ? intl.formatMessage({ id: label }) : detail.field}</strong>:{' '}
              {intl.formatMessage({ id: searchErrorId(detail.message, detail.code) })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Loading skeleton and a failure notice with retry around one list of a page. */
export function ListBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryBoundary
      pending={<ResultListSkeleton />}
      fallback={({ error, retry }) => <InvalidQueryNotice error={error} retry={retry} />}
    >
      {children}
    </QueryBoundary>
  );
}

type SearchListingProps = {
  query: SearchApiQuery;
  language: Language;
  linkTarget: CardLinkTarget;
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
};

function SearchListingResults({ query, ...props }: SearchListingProps) {
  const { data } = useSuspenseQuery(searchResultsQueryOptions(query));
  return (
    <ResultList
      {...data}
      {...props}
      keyword={typeof query.keyword === 'string' ? query.keyword : undefined}
    />
  );
}

/** The booking-service search for `query` as a sorted, paged list of cards. */
export function SearchListing(props: SearchListingProps) {
  return (
    <ListBoundary>
      <SearchListingResults {...props} />
    </ListBoundary>
  );
}
