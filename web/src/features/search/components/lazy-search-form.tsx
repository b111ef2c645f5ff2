import { memo } from 'react';
import { useIntl } from 'react-intl';
import { withAllMessages } from '@/i18n';
import { Island } from '@/lib/island';
import { hasKeptFilter } from '../utils/search-filter';
import type { SearchFormProps } from './search-form';
import styles from './lazy-search-form.module.css';

const loadSearchForm = withAllMessages(() =>
  import('./search-form').then((module) => ({ default: module.SearchForm })),
);

/**
 * The search form as a chunk of its own (react-aria's date and range pickers are most of its
 * weight), in a slot that keeps the form's height so nothing moves when it arrives.
 *
 * Rendered in the browser (the floating search, a page the browser renders alone), the form
 * loads at once. In a prerendered page (home, the results) the form is already in the HTML:
 * the browser takes it over only when the visitor is about to use it (`lib/intent-gate.ts`),
 * not while the page loads, and a press on it meanwhile is kept for the form.
 */
export const LazySearchForm = memo(function LazySearchForm(props: SearchFormProps) {
  const intl = useIntl();
  return (
    <Island
      load={loadSearchForm}
      props={props}
      className={`${styles.slot} ${styles[props.variant]}`}
      // A visitor back with a search of this visit sees it in the form (the HTML has none): taken
      // over at once, the form shows it now rather than changing under the visitor's hand.
      openAtOnce={() => hasKeptFilter(props)}
      fallback={
        <div
          className={styles.placeholder}
          role="status"
          aria-label={intl.formatMessage({ id: 'app.loading' })}
          data-testid="search-form-loading"
        />
      }
    />
  );
}, sameForm);

/**
 * A form waiting for the visitor keeps its server HTML only while nothing re-renders it (React
 * renders such a part afresh on an update): a results page rebuilds its filter object on every
 * render, so the filter is compared by value.
 */
function sameForm(before: SearchFormProps, after: SearchFormProps): boolean {
  return (
    before.variant === after.variant &&
    before.defaultTab === after.defaultTab &&
    before.onSubmitted === after.onSubmitted &&
    JSON.stringify(before.initialFilter) === JSON.stringify(after.initialFilter)
  );
}
