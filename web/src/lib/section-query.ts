import { useEffect } from 'react';

/** The list pages a detail page's section crumb leads back to (spec §2.3). */
export type SectionKind = 'serviced-apartments' | 'offers' | 'search-result';

export type SectionQuery = Record<string, string | number | boolean>;

/** Session storage: one query per list, the last one the visitor had on screen. */
const storageKey = 'sectionQuery';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readAll(storage: Storage): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The plain values of a search object (filter, sort, page); anything else is left out. */
function plainValues(search: Record<string, unknown>): SectionQuery {
  const query: SectionQuery = {};
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'boolean') query[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) query[key] = value;
  }
  return query;
}

/** Keeps the query a list page shows (its filter, sort and page) for the detail's crumb. */
export function rememberSectionQuery(
  kind: SectionKind,
  search: Record<string, unknown>,
  storage: Storage | undefined = sessionStorageOrUndefined(),
): void {
  if (!storage) return;
  try {
    storage.setItem(storageKey, JSON.stringify({ ...readAll(storage), [kind]: plainValues(search) }));
  } catch {
    // A full or blocked storage only costs the way back to the same page of the list.
  }
}

/** The query a list page last showed this visit, or null when the visitor has not been there. */
export function readSectionQuery(
  kind: SectionKind,
  storage: Storage | undefined = sessionStorageOrUndefined(),
): SectionQuery | null {
  if (!storage) return null;
  const query = readAll(storage)[kind];
  return typeof query === 'object' && query !== null && !Array.isArray(query)
    ? plainValues(query as Record<string, unknown>)
    : null;
}

/** For a list page: keep its query whenever it changes. */
export function useRememberSectionQuery(kind: SectionKind, search: Record<string, unknown>): void {
  const serialized = JSON.stringify(search);
  useEffect(() => {
    rememberSectionQuery(kind, JSON.parse(serialized) as Record<string, unknown>);
  }, [kind, serialized]);
}
