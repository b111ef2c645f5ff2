import { useNavigate, useSearch } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { filterToSearchParams, saveFilter, type SearchFilter } from '../utils/search-filter';
import { checkOfficeDates, nextSearchGlobal, validateFilter } from '../utils/search-form-rules';
import { officeDatesEntry } from './office-dates-field';
import type { SearchFilterState } from './use-search-filter';

/**
 * The search form's submit: an incomplete office range clears the dates instead of searching
 * (spec §4); an invalid filter shows its errors; a valid one is kept and opens the results with
 * the spec's listing query and a flipped searchGlobal.
 */
export function useSearchSubmit(state: SearchFilterState, onSubmitted: (() => void) | undefined) {
  const navigate = useNavigate();
  const currentSearch = useSearch({ strict: false }) as { searchGlobal?: unknown };
  const { filter, today, context, lang } = state;

  const search = (trimmed: SearchFilter, schema: z.ZodType) => {
    const found = validateFilter(trimmed, schema, context);
    if (Object.keys(found).length > 0) {
      state.setErrors(found);
      state.setExpanded(true);
      return;
    }
    state.setFilter(trimmed);
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
    onSubmitted?.();
  };

  return (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    let trimmed = { ...filter, keyword: filter.keyword.trim() };
    if (trimmed.type === 'office') {
      // The picker holds what is typed until it is a whole range: the field says what it shows.
      const entry = officeDatesEntry(form);
      if (entry === 'empty') trimmed = { ...trimmed, checkIn: null, checkOut: null };
      const dates =
        entry === 'incomplete'
          ? { action: 'clear' }
          : checkOfficeDates(trimmed.checkIn, trimmed.checkOut, today);
      if (dates.action === 'clear') {
        // Spec §4: an incomplete range clears the dates instead of searching.
        state.update({ checkIn: null, checkOut: null });
        state.clearDates();
        return;
      }
    }
    // The schema is in by now when the form was focused first (it loads on focus). When its code
    // cannot be had (offline, a stale deploy), the form is sent as plain HTML: the results page
    // checks the address itself.
    void state.loadSchema().then(
      (schema) => search(trimmed, schema),
      () => form.submit(),
    );
  };
}
