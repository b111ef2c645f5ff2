import { memo } from 'react';
import { useIntl } from 'react-intl';
import { withAllMessages } from '@/i18n';
import { Island } from '@/lib/island';
import type { SearchFormProps } from './search-form-props';
import styles from './lazy-search-form.module.css';

const loadSearchForm = withAllMessages(() =>
  import('./search-form').then((module) => ({ default: module.SearchForm })),
);

/**
 * The search form as an island (`lib/island.tsx`): react-aria's date and range pickers are most
 * of its weight. Its slot keeps the form's height so nothing moves when it arrives.
 */
export const LazySearchForm = memo(function LazySearchForm(props: SearchFormProps) {
  const intl = useIntl();
  return (
    <Island
      load={loadSearchForm}
      props={props}
      className={`${styles.slot} ${styles[props.variant]}`}
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
 * A form still waiting for its code keeps its server HTML only while nothing re-renders it (React
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
