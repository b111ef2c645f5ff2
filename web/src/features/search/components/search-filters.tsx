import { searchLimits, sizeBuckets, type CurrencyCode, type Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import type { SearchOption, SearchOptions } from '../api/get-search-options';
import type { SearchFilter } from '../utils/search-filter';
import { selectionLimit, type FilterField, type MultiSelectField } from '../utils/search-form-rules';
import { CountField } from './count-field';
import { MultiSelectFilter } from './multi-select-filter';
import { OfficeDatesField } from './office-dates-field';
import { PriceSlider } from './price-slider';
import styles from './search-form.module.css';

type SearchFiltersProps = {
  filter: SearchFilter;
  update: (patch: Partial<SearchFilter>) => void;
  /** The translated error of a field, if it has one. */
  errorText: (field: FilterField) => string | undefined;
  options: SearchOptions | undefined;
  /** The chosen city's districts. */
  districts: readonly SearchOption[];
  bounds: [number, number];
  currency: CurrencyCode;
  showMore: boolean;
  today: string;
  language: Language;
  /** Changes when Search clears an incomplete office range: the dates field starts afresh. */
  datesCleared: number;
};

/** The search form's filters below its main row: the residence tab's or the office tab's. */
export function SearchFilters({
  filter,
  update,
  errorText,
  options,
  districts,
  bounds,
  currency,
  showMore,
  today,
  language,
  datesCleared,
}: SearchFiltersProps) {
  const intl = useIntl();
  const setList = (field: MultiSelectField) => (value: string[]) => update({ [field]: value });
  const multi = (
    field: MultiSelectField,
    label: string,
    placeholder: string,
    choices: readonly SearchOption[],
  ) => (
    <div className={styles.filterCell}>
      <MultiSelectFilter
        label={label}
        placeholder={placeholder}
        options={choices}
        value={filter[field]}
        onChange={setList(field)}
        max={selectionLimit(field)}
        data-testid={`search-${field}`}
      />
      {errorText(field) ? <p className={styles.fieldError}>{errorText(field)}</p> : null}
    </div>
  );

  const any = intl.formatMessage({ id: 'search.any' });
  const sizeChoices = sizeBuckets.map((bucket) => ({
    key: bucket.key,
    name:
      bucket.min === null
        ? intl.formatMessage({ id: 'search.size.below' }, { max: bucket.max })
        : bucket.max === null
          ? intl.formatMessage({ id: 'search.size.above' }, { min: bucket.min })
          : intl.formatMessage({ id: 'search.size.between' }, { min: bucket.min, max: bucket.max }),
  }));
  const allFacilities = [...(options?.interiorFacilities ?? []), ...(options?.buildingFacilities ?? [])];

  const priceCell = (
    <div className={`${styles.filterCell} ${styles.priceCell}`}>
      <PriceSlider
        bounds={bounds}
        currency={currency}
        value={filter.price}
        onChange={(price) => update({ price })}
      />
      {errorText('price') ? <p className={styles.fieldError}>{errorText('price')}</p> : null}
    </div>
  );

  const residenceFilters = (
    <>
      <div className={styles.filterRow}>
        {multi('districts', intl.formatMessage({ id: 'search.districts' }), any, districts)}
        {multi('bedrooms', intl.formatMessage({ id: 'search.bedrooms' }), any, options?.bedrooms ?? [])}
        {multi('sizes', intl.formatMessage({ id: 'search.sizes' }), any, sizeChoices)}
        {multi('views', intl.formatMessage({ id: 'search.views' }), any, options?.views ?? [])}
      </div>
      {showMore ? (
        <div className={styles.filterRow} data-testid="search-more-row">
          {multi(
            'interiorFacilities',
            intl.formatMessage({ id: 'search.interiorFacilities' }),
            any,
            options?.interiorFacilities ?? [],
          )}
          {multi(
            'buildingFacilities',
            intl.formatMessage({ id: 'search.buildingFacilities' }),
            any,
            options?.buildingFacilities ?? [],
          )}
          {priceCell}
        </div>
      ) : null}
    </>
  );

  const countField = (field: 'adults' | 'children' | 'rooms', max: number) => (
    <div className={styles.filterCell}>
      <CountField
        label={intl.formatMessage({ id: `search.${field}` })}
        value={filter[field]}
        onChange={(value) => update({ [field]: value })}
        max={max}
        name={field}
        decrementLabel={intl.formatMessage(
          { id: 'search.decrease' },
          { field: intl.formatMessage({ id: `search.${field}` }) },
        )}
        incrementLabel={intl.formatMessage(
          { id: 'search.increase' },
          { field: intl.formatMessage({ id: `search.${field}` }) },
        )}
        data-testid={`search-${field}`}
      />
      {errorText(field) ? <p className={styles.fieldError}>{errorText(field)}</p> : null}
    </div>
  );

  const officeFilters = (
    <>
      <div className={styles.filterRow}>
        <div className={`${styles.filterCell} ${styles.datesCell}`}>
          <OfficeDatesField
            key={datesCleared}
            checkIn={filter.checkIn}
            checkOut={filter.checkOut}
            today={today}
            language={language}
            error={errorText('dates')}
            onChange={(checkIn, checkOut) => update({ checkIn, checkOut })}
          />
        </div>
        {countField('adults', searchLimits.guestsMax)}
        {countField('children', searchLimits.guestsMax)}
        {countField('rooms', searchLimits.roomsMax)}
      </div>
      {showMore ? (
        <div className={styles.filterRow} data-testid="search-more-row">
          {multi('facilities', intl.formatMessage({ id: 'search.facilities' }), any, allFacilities)}
          {priceCell}
        </div>
      ) : null}
    </>
  );

  return filter.type === 'residence' ? residenceFilters : officeFilters;
}
