import { sizeBuckets, type CurrencyCode } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import type { SearchOption } from '../api/get-search-options';
import type { SearchFilter } from '../utils/search-filter';
import { selectionLimit, type FilterField, type MultiSelectField } from '../utils/search-form-rules';
import { CountField } from './count-field';
import { MultiSelectFilter } from './multi-select-filter';
import { PriceSlider } from './price-slider';
import styles from './search-form.module.css';

/** What every filter cell gets: the filter, its update, and a field's translated error. */
export type FilterCellProps = {
  filter: SearchFilter;
  update: (patch: Partial<SearchFilter>) => void;
  errorText: (field: FilterField) => string | undefined;
};

function CellError({ text }: { text: string | undefined }) {
  return text ? <p className={styles.fieldError}>{text}</p> : null;
}

/** The floor-size buckets as choices ("below 50 m²", "50–80 m²", "above 120 m²"). */
export function useSizeChoices(): SearchOption[] {
  const intl = useIntl();
  return sizeBuckets.map((bucket) => ({
    key: bucket.key,
    name:
      bucket.min === null
        ? intl.formatMessage({ id: 'search.size.below' }, { max: bucket.max })
        : bucket.max === null
          ? intl.formatMessage({ id: 'search.size.above' }, { min: bucket.min })
          : intl.formatMessage({ id: 'search.size.between' }, { min: bucket.min, max: bucket.max }),
  }));
}

/** A pick of several from a list (districts, bedrooms, views, facilities), up to its limit. */
export function MultiCell({
  field,
  label,
  choices,
  filter,
  update,
  errorText,
}: FilterCellProps & { field: MultiSelectField; label: string; choices: readonly SearchOption[] }) {
  const intl = useIntl();
  return (
    <div className={styles.filterCell}>
      <MultiSelectFilter
        label={label}
        placeholder={intl.formatMessage({ id: 'search.any' })}
        options={choices}
        value={filter[field]}
        onChange={(value: string[]) => update({ [field]: value })}
        max={selectionLimit(field)}
        data-testid={`search-${field}`}
      />
      <CellError text={errorText(field)} />
    </div>
  );
}

/** The price range, within the tab's bounds in the visitor's currency. */
export function PriceCell({
  bounds,
  currency,
  filter,
  update,
  errorText,
}: FilterCellProps & { bounds: [number, number]; currency: CurrencyCode }) {
  return (
    <div className={`${styles.filterCell} ${styles.priceCell}`}>
      <PriceSlider
        bounds={bounds}
        currency={currency}
        value={filter.price}
        onChange={(price) => update({ price })}
      />
      <CellError text={errorText('price')} />
    </div>
  );
}

/** A number of adults, children or rooms, with its − and + buttons. */
export function CountCell({
  field,
  max,
  filter,
  update,
  errorText,
}: FilterCellProps & { field: 'adults' | 'children' | 'rooms'; max: number }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `search.${field}` });
  return (
    <div className={styles.filterCell}>
      <CountField
        label={label}
        value={filter[field]}
        onChange={(value) => update({ [field]: value })}
        max={max}
        name={field}
        decrementLabel={intl.formatMessage({ id: 'search.decrease' }, { field: label })}
        incrementLabel={intl.formatMessage({ id: 'search.increase' }, { field: label })}
        data-testid={`search-${field}`}
      />
      <CellError text={errorText(field)} />
    </div>
  );
}
