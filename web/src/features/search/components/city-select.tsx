import type { CityId } from '@stayvn/shared';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import type { SearchCity } from '../api/get-search-options';
import styles from './search-form.module.css';

/** The city of the search; its districts fill the district filter. */
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
  return (
    <Select
      className={styles.citySelect}
      value={value}
      onChange={(key: Key | null) => {
        const city = cities.find((item) => item.id === key);
        if (city) onChange(city.id);
      }}
      // Submitted as is by the plain form before the scripts run.
      name="cityId"
      data-testid="search-city"
    >
      <Label className={styles.fieldLabel}>{label}</Label>
      <Button className={styles.dropdownTrigger}>
        <SelectValue className={styles.triggerValue} />
        <ChevronDownIcon size={16} className={styles.triggerChevron} />
      </Button>
      <Popover className={styles.popover} placement="bottom start" offset={6}>
        <ListBox className={styles.optionList} items={cities}>
          {(city) => (
            <ListBoxItem id={city.id} textValue={city.name} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span>{city.name}</span>
                  {isSelected ? <CheckIcon size={16} className={styles.optionCheck} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
