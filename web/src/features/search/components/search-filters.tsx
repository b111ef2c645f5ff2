import { searchLimits, type CurrencyCode, type Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import type { SearchOption, SearchOptions } from '../api/get-search-options';
import { CountCell, MultiCell, PriceCell, useSizeChoices, type FilterCellProps } from './search-filter-cells';
import { OfficeDatesField } from './office-dates-field';
import styles from './search-form.module.css';

type SearchFiltersProps = FilterCellProps & {
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
  const sizeChoices = useSizeChoices();
  const cell = { filter, update, errorText };
  const label = (id: 'districts' | 'bedrooms' | 'sizes' | 'views' | 'facilities') =>
    intl.formatMessage({ id: `search.${id}` });
  const allFacilities = [...(options?.interiorFacilities ?? []), ...(options?.buildingFacilities ?? [])];
  const priceCell = <PriceCell bounds={bounds} currency={currency} {...cell} />;

  const residenceFilters = (
    <>
      <div className={styles.filterRow}>
        <MultiCell field="districts" label={label('districts')} choices={districts} {...cell} />
        <MultiCell field="bedrooms" label={label('bedrooms')} choices={options?.bedrooms ?? []} {...cell} />
        <MultiCell field="sizes" label={label('sizes')} choices={sizeChoices} {...cell} />
        <MultiCell field="views" label={label('views')} choices={options?.views ?? []} {...cell} />
      </div>
      {showMore ? (
        <div className={styles.filterRow} data-testid="search-more-row">
          <MultiCell
            field="interiorFacilities"
            label={intl.formatMessage({ id: 'search.interiorFacilities' })}
            choices={options?.interiorFacilities ?? []}
            {...cell}
          />
          <MultiCell
            field="buildingFacilities"
            label={intl.formatMessage({ id: 'search.buildingFacilities' })}
            choices={options?.buildingFacilities ?? []}
            {...cell}
          />
          {priceCell}
        </div>
      ) : null}
    </>
  );

  const officeFilters = (
    <>
      <div className={`${styles.filterRow} ${styles.officeRow}`}>
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
        <CountCell field="adults" max={searchLimits.guestsMax} {...cell} />
        <CountCell field="children" max={searchLimits.guestsMax} {...cell} />
        <CountCell field="rooms" max={searchLimits.roomsMax} {...cell} />
      </div>
      {showMore ? (
        <div className={styles.filterRow} data-testid="search-more-row">
          <MultiCell field="facilities" label={label('facilities')} choices={allFacilities} {...cell} />
          {priceCell}
        </div>
      ) : null}
    </>
  );

  return filter.type === 'residence' ? residenceFilters : officeFilters;
}
