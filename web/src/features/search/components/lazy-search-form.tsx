import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import type { SearchFormProps } from './search-form';
import styles from './lazy-search-form.module.css';

const SearchForm = lazy(() => import('./search-form').then((module) => ({ default: module.SearchForm })));

/**
 * The search form as a chunk of its own (react-aria's date and range pickers are most of its
 * weight): the home hero and the floating search dialog render at once and the form follows,
 * in a slot that keeps the form's height so nothing moves when it arrives.
 */
export function LazySearchForm(props: SearchFormProps) {
  const intl = useIntl();
  return (
    <div className={`${styles.slot} ${styles[props.variant]}`}>
      <Suspense
        fallback={
          <div
            className={styles.placeholder}
            role="status"
            aria-label={intl.formatMessage({ id: 'app.loading' })}
            data-testid="search-form-loading"
          />
        }
      >
        <SearchForm {...props} />
      </Suspense>
    </div>
  );
}
