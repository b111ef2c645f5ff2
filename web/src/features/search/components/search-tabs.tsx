import type { SearchType } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { BuildingIcon, SearchIcon } from '@/components/ui/icons';
import styles from './search-form.module.css';

const tabs = [
  { type: 'residence', Icon: SearchIcon },
  { type: 'office', Icon: BuildingIcon },
] as const satisfies readonly { type: SearchType; Icon: unknown }[];

/**
 * The residence / office choice as the form's own `type` radios, styled as tabs: before the
 * scripts run they already work (a press or the arrow keys check one, and the plain GET form
 * submits it), so nothing has to be held for the scripts.
 */
export function SearchTabs({ value, onChange }: { value: SearchType; onChange: (type: SearchType) => void }) {
  const intl = useIntl();
  return (
    <div className={styles.tabs} role="radiogroup" aria-label={intl.formatMessage({ id: 'search.tabs' })}>
      {tabs.map(({ type, Icon }) => (
        <label key={type} className={styles.tab}>
          <input
            type="radio"
            name="type"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            className={styles.tabInput}
            data-testid={`search-tab-${type}`}
          />
          <span aria-hidden="true" className={styles.tabIcon}>
            <Icon size={16} />
          </span>
          {intl.formatMessage({ id: `search.tab.${type}` })}
        </label>
      ))}
    </div>
  );
}
