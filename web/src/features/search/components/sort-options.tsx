import { searchSorts, type SearchSort } from '@stayvn/shared';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import styles from './results.module.css';

const sortLabel: Record<SearchSort, MessageId> = {
  all: 'listing.sort.all',
  price_asc: 'listing.sort.priceAsc',
  price_desc: 'listing.sort.priceDesc',
};

/** The results' order (spec §2.5): all, price ascending, price descending. */
export function SortOptions({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  const intl = useIntl();
  return (
    <RadioGroup
      className={styles.sort}
      value={value}
      onChange={(next) => onChange(next as SearchSort)}
      orientation="horizontal"
      data-testid="listing-sort"
    >
      <Label className={styles.sortLabel}>{intl.formatMessage({ id: 'listing.sort.label' })}</Label>
      <div className={styles.sortOptions}>
        {searchSorts.map((sort) => (
          <Radio key={sort} value={sort} className={styles.sortOption} data-testid={`listing-sort-${sort}`}>
            {intl.formatMessage({ id: sortLabel[sort] })}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
