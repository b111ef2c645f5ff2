import type { CityId } from '@stayvn/shared';
import { useId } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { SearchCity } from '../api/get-search-options';
import styles from './search-form.module.css';

/**
 * The city of the search; its districts fill the district filter. A native `<select>` named as
 * the results page's parameter: the plain form searches the chosen city before the scripts run.
 */
export function CitySelect({
  label,
  cities,
  value,
  onChange,
}: {
  label: string;
  cities: readonly SearchCity[];
  value: CityId;
  onChange: (cityId: CityId) => void;
}) {
  const id = useId();
  return (
    <div className={styles.citySelect} data-testid="search-city">
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <div className={styles.selectBox}>
        <select
          id={id}
          name="cityId"
          className={`${styles.dropdownTrigger} ${styles.nativeSelect}`}
          value={String(value)}
          onChange={(event) => {
            const city = cities.find((item) => String(item.id) === event.currentTarget.value);
            if (city) onChange(city.id);
          }}
        >
          {cities.map((city) => (
            <option key={city.id} value={String(city.id)}>
              {city.name}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={16} className={`${styles.triggerChevron} ${styles.selectChevron}`} />
      </div>
    </div>
  );
}
