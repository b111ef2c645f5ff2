import type { CurrencyCode, Language } from '@stayvn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { searchCountQueryOptions } from '../api/search-properties';
import { filterToApiQuery, type SearchFilter } from '../utils/search-filter';
import { validateFilter } from '../utils/search-form-rules';

/** The live count waits for the filter to rest this long (spec §9: 1000 ms). */
export const liveCountDelay = 1000;

/**
 * How many properties the filter finds, asked of the booking service once the filter has rested
 * for a second and only while it is valid; `liveErrors` are the filter's errors as it stands.
 */
export function useLiveCount(
  filter: SearchFilter,
  /** Null until the visitor first touches the form: the filter it starts with counts as valid. */
  schema: z.ZodType | null,
  context: { lang: Language; currency: CurrencyCode },
) {
  const liveErrors = useMemo(
    () => (schema ? validateFilter(filter, schema, context) : {}),
    [filter, schema, context],
  );
  const countQuery = useMemo(() => filterToApiQuery(filter, context), [filter, context]);
  const debouncedQuery = useDebouncedValue(countQuery, liveCountDelay);
  const valid = Object.keys(liveErrors).length === 0;
  const count = useQuery({
    ...searchCountQueryOptions(debouncedQuery),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const settling = debouncedQuery !== countQuery;
  return {
    liveErrors,
    valid,
    total: count.data?.total,
    settled: !settling && !count.isFetching,
  };
}
