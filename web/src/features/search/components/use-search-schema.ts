import { useCallback, useState } from 'react';
import type { z } from 'zod';

/** The schema, asked for once a page. */
let loading: Promise<z.ZodType> | undefined;

/**
 * The search query's schema, loaded on demand: zod and shared's schemas are a chunk of their own
 * (`schemas`, vite.config.ts) whose evaluation is one of the longest tasks of a page's start, and
 * a form nobody touches needs no checks. `preloadSchema` is called as the visitor first focuses
 * the form or changes its filter, `loadSchema` by Search; `schema` is null until it is in.
 */
export function useSearchSchema() {
  const [schema, setSchema] = useState<z.ZodType | null>(null);
  const loadSchema = useCallback(async (): Promise<z.ZodType> => {
    // Offline or a stale deploy: the next call asks again.
    loading ??= import('../utils/search-query-schemas').then(
      (module) => module.searchQuerySchema,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    const loaded = await loading;
    setSchema(loaded);
    return loaded;
  }, []);
  /** Starts loading it, for a visitor who is about to need it; a failure waits for Search. */
  const preloadSchema = useCallback(() => void loadSchema().catch(() => undefined), [loadSchema]);
  return { schema, loadSchema, preloadSchema };
}
