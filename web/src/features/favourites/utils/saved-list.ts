/** The two saved lists: liked properties, and the recently viewed ones. */
export type SavedList = 'favourites' | 'history';

/** The spec's page size for the favourites and history pages (§9); paging shows only above it. */
export const savedListPageSize = 9;

/** How many pages `total` items make (at least one, so an empty list has its page 1). */
export function pageCountOf(total: number, pageSize = savedListPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page asked for, kept within the pages there are (a list shrinks as items are removed). */
export function clampPage(pageIndex: number | undefined, total: number, pageSize = savedListPageSize) {
  return Math.min(Math.max(1, Math.trunc(pageIndex ?? 1)), pageCountOf(total, pageSize));
}

/** The items of one page. */
export function pageOf<T>(items: readonly T[], pageIndex: number, pageSize = savedListPageSize): T[] {
  const start = (pageIndex - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * The visitor's local likes as one list, newest first: each liked list keeps the order the
 * hearts were pressed in, so the last of each is the newest.
 */
export function localLikedIds(apartmentIds: readonly string[], officeIds: readonly string[]): string[] {
  return [...new Set([...[...apartmentIds].reverse(), ...[...officeIds].reverse()])];
}

/** Items in the order of `ids`; ids the catalogue no longer has (unpublished) drop out. */
export function inIdOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/** The selection after ticking or unticking one id. */
export function toggled(selection: ReadonlySet<string>, id: string, selected: boolean): Set<string> {
  const next = new Set(selection);
  if (selected) next.add(id);
  else next.delete(id);
  return next;
}

/** The selection kept to ids still in the list (removed items cannot stay selected). */
export function keptSelection(selection: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const present = new Set(ids);
  return new Set([...selection].filter((id) => present.has(id)));
}
