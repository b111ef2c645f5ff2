import {
  createPropertySearchQuerySchema,
  defaultLanguage,
  isLanguage,
  todayInVietnam,
  type SearchType,
} from '@stayvn/shared';
import { useParams } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
// The visitor's currency and city are app-wide preferences (jotai); the form only reads them.
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import { parseKeptFilter } from '../utils/kept-filter-schemas';
import {
  defaultOfficeDates,
  readKeptFilter,
  saveFilter,
  startingFilter,
  type SearchFilter,
} from '../utils/search-filter';
import { activeFilterCount, resetFilter, type FilterField } from '../utils/search-form-rules';
import type { SearchFormProps } from './search-form-props';

/** The filter this visitor kept this visit, for a form that opens with it (none when given one). */
function keptFilterFor(given: SearchFormProps): SearchFilter | null {
  return parseKeptFilter(readKeptFilter(given));
}

/**
 * The search form's filter and what goes with it: the page's language, the visitor's currency
 * and city, today in Vietnam, the schema the filter is checked by, whether the filters show, the
 * errors of the last submit, and the filter kept in session storage for the visit.
 */
export function useSearchFilter(props: SearchFormProps) {
  const params = useParams({ strict: false });
  const lang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  const currency = useAtomValue(currencyAtom);
  const defaultCityId = useAtomValue(cityIdAtom);
  const today = todayInVietnam();
  // A prerendered form is hydrated as the HTML has it (the prerenderer knows no visitor's
  // storage), and takes the filter this visitor kept just after; one rendered here starts with it.
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<SearchFilter>(() =>
    startingFilter(props, defaultCityId, today, hydrated ? keptFilterFor(props) : null),
  );
  const [expanded, setExpanded] = useState(props.variant === 'dialog' || activeFilterCount(filter) > 0);
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

  // The filter outlives the page for this visit (spec: session storage).
  // (Not the filter a prerendered form was hydrated with: that would replace the visitor's.)
  useEffect(() => {
    if (keptApplied) saveFilter(filter);
  }, [filter, keptApplied]);

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

  const onReset = () => {
    setFilter(resetFilter(filter, defaultCityId, today));
    setErrors({});
  };

  return {
    lang,
    currency,
    today,
    schema,
    context,
    filter,
    setFilter,
    update,
    onTab,
    onReset,
    expanded,
    setExpanded,
    showMore,
    setShowMore,
    datesCleared,
    clearDates: () => setDatesCleared((count) => count + 1),
    errors,
    setErrors,
  };
}

export type SearchFilterState = ReturnType<typeof useSearchFilter>;

/**
 * A tab checked or a keyword typed before the form was hydrated stays in its HTML through
 * hydration: the filter takes them from there. Returns the ref for the form.
 */
export function useFilterFromServerHtml({ filter, onTab, update }: SearchFilterState) {
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
  return formRef;
}
