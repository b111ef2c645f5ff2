import {
  cities as sharedCities,
  createPropertySearchQuerySchema,
  defaultLanguage,
  isLanguage,
  searchLimits,
  todayInVietnam,
  type SearchType,
} from '@stayvn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  I18nProvider,
  Input,
  Label,
  TextField,
  FieldError,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useHydrated } from '@/lib/hydration';
import { RefreshIcon, SearchIcon, SlidersIcon } from '@/components/ui/icons';
// The visitor's currency and city are app-wide preferences (jotai); the form only reads them.
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import {
  priceRangesQueryOptions,
  searchOptionsQueryOptions,
  type SearchCity,
} from '../api/get-search-options';
import { searchCountQueryOptions } from '../api/search-properties';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { searchErrorId } from '../messages';
import {
  defaultOfficeDates,
  filterToApiQuery,
  filterToSearchParams,
  readKeptFilter,
  saveFilter,
  startingFilter,
  type SearchFilter,
} from '../utils/search-filter';
import {
  activeFilterCount,
  checkOfficeDates,
  nextSearchGlobal,
  priceBounds,
  resetFilter,
  validateFilter,
  type FilterField,
} from '../utils/search-form-rules';
import { parseKeptFilter } from '../utils/kept-filter-schemas';
import { CitySelect } from './city-select';
import { officeDatesEntry } from './office-dates-field';
import { PlainFormFields } from './plain-form-fields';
import { SearchFilters } from './search-filters';
import { SearchTabs } from './search-tabs';
import styles from './search-form.module.css';

export type SearchFormProps = {
  /** hero: on the home carousel's dark picture; page: above a list; dialog: in the floating search. */
  variant: 'hero' | 'page' | 'dialog';
  defaultTab?: SearchType;
  /** Called after a valid submit navigated to the results (e.g. to close a dialog). */
  onSubmitted?: () => void;
  /** The filter to start from (the results page passes the one in its URL). */
  initialFilter?: SearchFilter;
};

function fallbackCities(intl: ReturnType<typeof useIntl>): SearchCity[] {
  return sharedCities.map((city) => ({
    id: city.id,
    name: intl.formatMessage({ id: `city.${city.code}` }),
    center: null,
    districts: [],
  }));
}

/** The cities with the names the header's picker and the footer give them (`city.HN`, …). */
function siteCityNames(cities: SearchCity[], intl: ReturnType<typeof useIntl>): SearchCity[] {
  return cities.map((city) => {
    const code = sharedCities.find((known) => known.id === city.id)?.code;
    return code ? { ...city, name: intl.formatMessage({ id: `city.${code}` }) } : city;
  });
}

/** The filter this visitor kept this visit, for a form that opens with it (none when given one). */
function keptFilterFor(given: SearchFormProps): SearchFilter | null {
  return parseKeptFilter(readKeptFilter(given));
}

/** The live count waits for the filter to rest this long (spec §9: 1000 ms). */
export const liveCountDelay = 1000;

/**
 * The residence and office search (spec §2.5). Choices come from the CMS, the live count from
 * the booking service one second after the last change; the filter is kept in session storage
 * and submitted to the results page with the spec's listing query and a flipped searchGlobal.
 */
export function SearchForm(props: SearchFormProps) {
  const { variant } = props;
  const intl = useIntl();
  const params = useParams({ strict: false });
  const lang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  const currency = useAtomValue(currencyAtom);
  const defaultCityId = useAtomValue(cityIdAtom);
  const today = todayInVietnam();
  const navigate = useNavigate();
  const currentSearch = useSearch({ strict: false }) as { searchGlobal?: unknown };
  // A prerendered form is hydrated as the HTML has it (the prerenderer knows no visitor's
  // storage), and takes the filter this visitor kept just after; one rendered here starts with it.
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<SearchFilter>(() =>
    startingFilter(props, defaultCityId, today, hydrated ? keptFilterFor(props) : null),
  );
  const [expanded, setExpanded] = useState(variant === 'dialog' || activeFilterCount(filter) > 0);
  const [keptApplied, setKeptApplied] = useState(hydrated);
  if (hydrated && !keptApplied) {
    setKeptApplied(true);
    const kept = keptFilterFor(props);
    if (kept) {
      const start = startingFilter(props, defaultCityId, today, kept);
      setFilter(start);
      if (activeFilterCount(start) > 0) setExpanded(true);
    }
  }
  const [showMore, setShowMore] = useState(false);
  // Remounts the dates field when Search clears an incomplete range the form never held.
  const [datesCleared, setDatesCleared] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<FilterField, string>>>({});
  const schema = useMemo(() => createPropertySearchQuerySchema(() => today), [today]);
  const context = useMemo(() => ({ lang, currency }), [lang, currency]);
  const formId = useId();

  const options = useQuery(searchOptionsQueryOptions(lang));
  const ranges = useQuery(priceRangesQueryOptions());
  const bounds = priceBounds(ranges.data, filter.type, currency);
  // Until the CMS answers, the cities come from the shared list. Their names are the site's
  // own (the header's picker and the footer say the same), whatever the CMS calls them.
  const cities = useMemo(
    () => siteCityNames(options.data?.cities ?? fallbackCities(intl), intl),
    [options.data, intl],
  );
  const city = cities.find((item) => item.id === filter.cityId);

  // The filter outlives the page for this visit (spec: session storage).
  // (Not the filter a prerendered form was hydrated with: that would replace the visitor's.)
  useEffect(() => {
    if (keptApplied) saveFilter(filter);
  }, [filter, keptApplied]);

  const liveErrors = useMemo(() => validateFilter(filter, schema, context), [filter, schema, context]);
  const countQuery = useMemo(() => filterToApiQuery(filter, context), [filter, context]);
  const debouncedQuery = useDebouncedValue(countQuery, liveCountDelay);
  const countValid = Object.keys(liveErrors).length === 0;
  const count = useQuery({
    ...searchCountQueryOptions(debouncedQuery),
    enabled: countValid,
    placeholderData: keepPreviousData,
  });
  const settling = debouncedQuery !== countQuery;

  const update = (patch: Partial<SearchFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) {
        const field: FilterField | undefined =
          key === 'checkIn' || key === 'checkOut' ? 'dates' : (key as FilterField);
        delete next[field];
      }
      return next;
    });
  };

  const onTab = (type: SearchType) => {
    if (type === filter.type) return;
    const dates = type === 'office' && !filter.checkIn ? defaultOfficeDates(today) : {};
    // Price ranges differ per tab (per month vs per m² per month): start from the full range.
    update({ type, price: null, ...dates });
    setErrors({});
  };

  // A tab checked or a keyword typed before the form was hydrated stays in its HTML through
  // hydration: the filter takes them from there.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    const checked = form?.querySelector<HTMLInputElement>('input[name="type"]:checked');
    if (checked && checked.value !== filter.type) onTab(checked.value as SearchType);
    const keyword = form?.querySelector<HTMLInputElement>('input[name="keyword"]');
    if (keyword && keyword.value !== filter.keyword) update({ keyword: keyword.value });
    // Once, on arrival: later the radios' own change events keep the filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onReset = () => {
    setFilter(resetFilter(filter, defaultCityId, today));
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let trimmed = { ...filter, keyword: filter.keyword.trim() };
    if (trimmed.type === 'office') {
      // The picker holds what is typed until it is a whole range: the field says what it shows.
      const entry = officeDatesEntry(event.currentTarget as HTMLFormElement);
      if (entry === 'empty') trimmed = { ...trimmed, checkIn: null, checkOut: null };
      const dates =
        entry === 'incomplete'
          ? { action: 'clear' }
          : checkOfficeDates(trimmed.checkIn, trimmed.checkOut, today);
      if (dates.action === 'clear') {
        // Spec §4: an incomplete range clears the dates instead of searching.
        update({ checkIn: null, checkOut: null });
        setDatesCleared((count) => count + 1);
        return;
      }
    }
    const found = validateFilter(trimmed, schema, context);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setExpanded(true);
      return;
    }
    setFilter(trimmed);
    saveFilter(trimmed);
    void navigate({
      to: '/$lang/search-result',
      params: { lang },
      search: {
        pageIndex: 1,
        pageSize: 15,
        orderBy: 'desc',
        // A boolean keeps the URL as the spec writes it (`searchGlobal=true`, unquoted).
        searchGlobal: nextSearchGlobal(currentSearch.searchGlobal) === 'true',
        ...filterToSearchParams(trimmed),
      },
    });
    props.onSubmitted?.();
  };

  const errorText = (field: FilterField) => {
    const code = errors[field] ?? (field === 'dates' ? liveErrors.dates : undefined);
    return code ? intl.formatMessage({ id: searchErrorId(code) }) : undefined;
  };

  const filtersActive = activeFilterCount(filter);

  const panel = (
    <>
      <div className={styles.mainRow}>
        <TextField
          className={styles.keywordField}
          value={filter.keyword}
          onChange={(keyword) => update({ keyword })}
          name="keyword"
          onFocus={() => setExpanded(true)}
          maxLength={searchLimits.keyword}
          isInvalid={errors.keyword !== undefined}
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
          <FieldError className={styles.fieldError}>{errorText('keyword')}</FieldError>
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
      {expanded ? (
        <div className={styles.filters} data-testid="search-filters">
          <SearchFilters
            filter={filter}
            update={update}
            errorText={errorText}
            options={options.data}
            districts={city?.districts ?? []}
            bounds={bounds}
            currency={currency}
            showMore={showMore}
            today={today}
            language={lang}
            datesCleared={datesCleared}
          />
        </div>
      ) : null}
      <div className={styles.footer}>
        <p
          className={styles.count}
          aria-live="polite"
          data-testid="search-count"
          data-settled={!settling && !count.isFetching ? 'true' : 'false'}
        >
          {countValid && count.data
            ? intl.formatMessage({ id: 'search.liveCount' }, { count: count.data.total })
            : countValid
              ? intl.formatMessage({ id: 'search.counting' })
              : intl.formatMessage({ id: 'search.fixErrors' })}
        </p>
        <div className={styles.footerActions}>
          <Button
            className={styles.textButton}
            onPress={() => {
              setExpanded(true);
              setShowMore((value) => !value);
            }}
            aria-expanded={showMore}
            data-testid="search-more"
          >
            <SlidersIcon size={16} />
            {intl.formatMessage({ id: showMore ? 'search.fewerFilters' : 'search.moreFilters' })}
            {filtersActive > 0 ? <span className={styles.badge}>{filtersActive}</span> : null}
          </Button>
          <Button className={styles.textButton} onPress={onReset} data-testid="search-reset">
            <RefreshIcon size={16} />
            {intl.formatMessage({ id: 'search.reset' })}
          </Button>
        </div>
      </div>
    </>
  );

  return (
    <I18nProvider locale={intl.locale}>
      <form
        ref={formRef}
        className={`${styles.form} ${styles[variant]}`}
        // A real GET form: before the scripts run (a prerendered page) it searches as plain HTML.
        method="get"
        action={`/${lang}/search-result`}
        onSubmit={onSubmit}
        role="search"
        aria-labelledby={`${formId}-title`}
        data-testid="search-form"
        noValidate
      >
        <h2 id={`${formId}-title`} className="visually-hidden">
          {intl.formatMessage({ id: 'search.title' })}
        </h2>
        <PlainFormFields filter={filter} />
        <SearchTabs value={filter.type} onChange={onTab} />
        <div className={styles.panel}>{panel}</div>
      </form>
    </I18nProvider>
  );
}
