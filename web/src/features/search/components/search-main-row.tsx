import { searchLimits } from '@stayvn/shared';
import { Button, FieldError, Input, Label, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { SearchIcon } from '@/components/ui/icons';
import type { SearchCity } from '../api/get-search-options';
import type { SearchFilter } from '../utils/search-filter';
import { CitySelect } from './city-select';
import styles from './search-form.module.css';

/** The search form's first row: the keyword, the city and the search button. */
export function SearchMainRow({
  filter,
  update,
  onKeywordFocus,
  keywordInvalid,
  keywordError,
  cities,
}: {
  filter: SearchFilter;
  update: (patch: Partial<SearchFilter>) => void;
  onKeywordFocus: () => void;
  keywordInvalid: boolean;
  /** The keyword's translated error, if it has one. */
  keywordError: string | undefined;
  cities: SearchCity[];
}) {
  const intl = useIntl();
  return (
    <div className={styles.mainRow}>
      <TextField
        className={styles.keywordField}
        value={filter.keyword}
        onChange={(keyword) => update({ keyword })}
        name="keyword"
        onFocus={onKeywordFocus}
        maxLength={searchLimits.keyword}
        isInvalid={keywordInvalid}
        validationBehavior="aria"
        data-testid="search-keyword"
      >
        <Label className={styles.fieldLabel}>{intl.formatMessage({ id: 'search.keyword' })}</Label>
        <div className={styles.keywordBox}>
          <SearchIcon size={18} className={styles.keywordIcon} />
          <Input
            className={styles.keywordInput}
            placeholder={intl.formatMessage({ id: `search.keywordPlaceholder.${filter.type}` })}
          />
        </div>
        <FieldError className={styles.fieldError}>{keywordError}</FieldError>
      </TextField>
      <div className={styles.cityCell}>
        <CitySelect
          label={intl.formatMessage({ id: 'search.city' })}
          cities={cities}
          value={filter.cityId}
          // Districts belong to a city: another city starts without them.
          onChange={(cityId) => update({ cityId, districts: [] })}
        />
      </div>
      <Button type="submit" className={styles.submit} data-testid="search-submit">
        <SearchIcon size={18} />
        <span>{intl.formatMessage({ id: 'search.submit' })}</span>
      </Button>
    </div>
  );
}
