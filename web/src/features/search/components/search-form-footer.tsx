import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { RefreshIcon, SlidersIcon } from '@/components/ui/icons';
import styles from './search-form.module.css';

/** Below the filters: the live count, more or fewer filters (with how many are set), reset. */
export function SearchFormFooter({
  count,
  showMore,
  onToggleMore,
  activeFilters,
  onReset,
}: {
  count: { valid: boolean; total: number | undefined; settled: boolean };
  showMore: boolean;
  onToggleMore: () => void;
  activeFilters: number;
  onReset: () => void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.footer}>
      <p
        className={styles.count}
        aria-live="polite"
        data-testid="search-count"
        data-settled={count.settled ? 'true' : 'false'}
      >
        {count.valid && count.total !== undefined
          ? intl.formatMessage({ id: 'search.liveCount' }, { count: count.total })
          : count.valid
            ? intl.formatMessage({ id: 'search.counting' })
            : intl.formatMessage({ id: 'search.fixErrors' })}
      </p>
      <div className={styles.footerActions}>
        {/* The filters it shows are the app's pickers: it comes with them (global.css). */}
        <Button
          className={`${styles.textButton} needs-app`}
          onPress={onToggleMore}
          aria-expanded={showMore}
          data-testid="search-more"
        >
          <SlidersIcon size={16} />
          {intl.formatMessage({ id: showMore ? 'search.fewerFilters' : 'search.moreFilters' })}
          {activeFilters > 0 ? <span className={styles.badge}>{activeFilters}</span> : null}
        </Button>
        {/* A real reset button: before the app runs, the browser puts the form back as served. */}
        <button
          type="reset"
          className={styles.textButton}
          onClick={(event) => {
            event.preventDefault();
            onReset();
          }}
          data-testid="search-reset"
        >
          <RefreshIcon size={16} />
          {intl.formatMessage({ id: 'search.reset' })}
        </button>
      </div>
    </div>
  );
}
