import { defaultLanguage, isLanguage, todayInVietnam, type SearchType } from '@stayvn/shared';
import { useParams } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
// The visitor's currency and city are app-wide preferences (jotai); the form only reads them.
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import {
  defaultOfficeDates,
  loadKeptFilterFor,
  saveFilter,
  startingFilter,
  type SearchFilter,
} from '../utils/search-filter';
import { activeFilterCount, resetFilter, type FilterField } from '../utils/search-form-rules';
import type { SearchFormProps } from './search-form-props';
import { useSearchSchema } from './use-search-schema';

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
  // A form opens with the filter this visitor kept this visit (none when given one), read once
  // the page is hydrated: a prerendered form is hydrated as the HTML has it (the prerenderer
  // knows no visitor's storage). The kept filter's schema loads only when there is one.
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<SearchFilter>(() => startingFilter(props, defaultCityId, today));
  const [expanded, setExpanded] = useState(props.variant === 'dialog' || activeFilterCount(filter) > 0);
  const [keptApplied, setKeptApplied] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    void loadKeptFilterFor(props).then((kept) => {
      if (!current) return;
      setKeptApplied(true);
      if (!kept) return;
      const start = startingFilter(props, defaultCityId, today, kept);
      setFilter(start);
      if (activeFilterCount(start) > 0) setExpanded(true);
    });
    return () => {
      current = false;
    };
    // Once, when the page is hydrated: later changes are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  const [showMore, setShowMore] = useState(false);
  // Remounts the dates field when Search clears an incomplete range the form never held.
  const [datesCleared, setDatesCleared] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<FilterField, string>>>({});
  const { schema, loadSchema, preloadSchema } = useSearchSchema();
  const context = useMemo(() => ({ lang, currency }), [lang, currency]);

  // The filter outlives the page for this visit (spec: session storage).
  // (Not the filter a prerendered form was hydrated with: that would replace the visitor's.)
  useEffect(() => {
    if (keptApplied) saveFilter(filter);
  }, [filter, keptApplied]);

  const update = (patch: Partial<SearchFilter>) => {
    preloadSchema();
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
    preloadSchema();
    setFilter(resetFilter(filter, defaultCityId, today));
    setErrors({});
  };

  return {
    lang,
    currency,
    today,
    schema,
    loadSchema,
    preloadSchema,
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
