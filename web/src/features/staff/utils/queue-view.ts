/** What a staff queue asks the service for: one page, sorted, maybe searched (pure, tested). */
export type SortDirection = 'ascending' | 'descending';
export type QueueSort = { column: string; direction: SortDirection };

export const queuePageSize = 25;

/** The paging, sorting and search every staff list endpoint takes (`staffListQueryOf`). */
export type QueueParams = {
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string;
};

export function queueParams(state: { page: number; sort: QueueSort; search: string }): QueueParams {
  const q = state.search.trim();
  return {
    page: Math.max(1, state.page),
    pageSize: queuePageSize,
    sort: state.sort.column,
    order: state.sort.direction === 'ascending' ? 'asc' : 'desc',
    ...(q ? { q } : {}),
  };
}

/** How many pages `total` items make (at least one, so that an empty queue reads "page 1 of 1"). */
export function pagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
