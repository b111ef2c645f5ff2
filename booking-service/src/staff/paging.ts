import { asc, count, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect.js';

/** What every staff queue's list query has (`staffListQueryOf` in @stayvn/shared). */
export interface StaffPaging {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Rows where any of `columns` contains `q` (any case); no condition without `q`. */
export function searchOf(q: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * One page of `table`: the rows matching `where`, ordered by `sortColumn` then `tiebreak` (the
 * same direction, so pages never overlap), and the total of matching rows.
 */
export async function pageOf<T extends PgTable>(
  db: Database,
  table: T,
  paging: StaffPaging,
  where: SQL | undefined,
  sortColumn: AnyColumn,
  tiebreak: AnyColumn,
): Promise<{ items: T['$inferSelect'][]; total: number }> {
  const direction = paging.order === 'asc' ? asc : desc;
  const source = table as PgTable;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(source)
      .where(where)
      .orderBy(direction(sortColumn), direction(tiebreak))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ value: count() }).from(source).where(where),
  ]);
  return { items: items as T['$inferSelect'][], total: total?.value ?? 0 };
}

/** The answer of a paged staff list. */
export function pageAnswer<Item>(items: Item[], total: number, paging: StaffPaging) {
  return { items, total, page: paging.page, pageSize: paging.pageSize };
}
