import { createPropertySearchQuerySchema, todayInVietnam } from '@stayvn/shared';

/*
 * The search query's schema, for the search form's checks. A schema module: it goes into the
 * `schemas` chunk with zod (vite.config.ts), which the form loads when the visitor first
 * touches it (`useSearchSchema`), not while a page starts.
 */

/** The schema a filter's listing query is checked by, reading today in Vietnam at each check. */
export const searchQuerySchema = createPropertySearchQuerySchema(todayInVietnam);
