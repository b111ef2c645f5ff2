import { cities, type Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ChevronDownIcon, SearchIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format-date';
import type { SearchFilter } from '../utils/search-filter';
import { activeFilterCount } from '../utils/search-form-rules';
import styles from './collapsible-search.module.css';

/** The search in one line: tab, city, keyword, office dates and guests, how many filters. */
export function searchSummary(filter: SearchFilter, language: Language, intl: IntlShape): string {
  const code = cities.find((city) => city.id === filter.cityId)?.code;
  const parts = [
    intl.formatMessage({ id: filter.type === 'office' ? 'search.tab.office' : 'search.tab.residence' }),
    code ? intl.formatMessage({ id: `city.${code}` }) : null,
    filter.keyword.trim() ? `“${filter.keyword.trim()}”` : null,
  ];
  if (filter.type === 'office') {
    if (filter.checkIn && filter.checkOut)
      parts.push(
        `${formatDate(filter.checkIn, language, 'search')} – ${formatDate(filter.checkOut, language, 'search')}`,
      );
    const guests = filter.adults + filter.children;
    if (guests > 0) parts.push(intl.formatMessage({ id: 'search.summary.guests' }, { count: guests }));
  }
  const filters = activeFilterCount({ ...filter, adults: 0, children: 0 });
  if (filters > 0) parts.push(intl.formatMessage({ id: 'search.summary.filters' }, { count: filters }));
  return parts.filter(Boolean).join(' · ');
}

/**
 * On a phone the results come first: the search form folds into a one-line summary of the
 * search that opens it (as Airbnb and Booking.com do). A `<details>` works as plain HTML
 * before the scripts run; from tablets up the form is always open and the summary hidden.
 */
export function CollapsibleSearch({
  filter,
  language,
  children,
}: {
  filter: SearchFilter;
  language: Language;
  children: ReactNode;
}) {
  const intl = useIntl();
  const summary = searchSummary(filter, language, intl);
  return (
    <details className={styles.collapsible} data-testid="search-summary">
      <summary className={styles.summary} data-testid="search-summary-toggle">
        <SearchIcon size={18} className={styles.icon} />
        <span className={styles.text}>
          <span className="visually-hidden">{intl.formatMessage({ id: 'search.summary.label' })} </span>
          <span data-testid="search-summary-text">{summary}</span>
        </span>
        <span className={styles.edit}>
          {intl.formatMessage({ id: 'search.summary.edit' })}
          <ChevronDownIcon size={16} className={styles.chevron} />
        </span>
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
