import type { Language, StaffAssigneeFilter } from '@stayvn/shared';
import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect.js';
import type { StaffReplySubject } from '../db/schema/index.js';
import { pageOf, searchOf, type StaffPaging } from './paging.js';
import { createQueueReplies, membersById, replyCounts } from './queue-replies.js';

/** The columns every queue table has. */
export interface QueueColumns {
  id: AnyColumn;
  status: AnyColumn;
  assigneeId: AnyColumn;
  createdAt: AnyColumn;
  updatedAt: AnyColumn;
  fullName: AnyColumn;
}

/** What a queue's rows have in common. */
export interface QueueRow {
  id: string;
  status: string;
  language: Language;
  fullName: string;
  email: string;
  assigneeId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface QueueQuery extends StaffPaging {
  sort: string;
  q?: string | undefined;
  status?: string | undefined;
  assignee?: StaffAssigneeFilter | undefined;
}

export interface QueueConfig {
  table: PgTable;
  columns: QueueColumns;
  subjectType: StaffReplySubject;
  /** The columns `q` searches (name, e-mail, the texts). */
  search: AnyColumn[];
  /** The queue's own filters (kind, city), besides status, assignee and `q`. */
  filters?: (query: Record<string, unknown>) => (SQL | undefined)[];
}

/** Items by assignee: nobody's, the caller's, or one staff member's. */
function assigneeCondition(
  columns: QueueColumns,
  filter: StaffAssigneeFilter | undefined,
  callerId: string | null,
) {
  if (!filter) return undefined;
  if (filter === 'none') return isNull(columns.assigneeId);
  if (filter === 'me') return callerId ? eq(columns.assigneeId, callerId) : sql`false`;
  return eq(columns.assigneeId, filter);
}

/**
 * One staff queue over a table of items (enquiries, owner submissions, support requests): the
 * paged list with filters, search and sorting, one item, a locked read and an update for the
 * actions, and the replies staff sent and who is assigned, as the API answers them.
 */
export function createStaffQueue<Row extends QueueRow>(db: Database, config: QueueConfig) {
  const { table, columns, subjectType } = config;
  const source = table;

  const sortColumns: Record<string, AnyColumn> = {
    createdAt: columns.createdAt,
    updatedAt: columns.updatedAt,
    status: columns.status,
    fullName: columns.fullName,
  };

  /** The rows with what the API adds to each: the assignee and the count of replies. */
  async function handled(rows: Row[], tx: Database = db) {
    const [members, counts] = await Promise.all([
      membersById(
        rows.map((row) => row.assigneeId),
        tx,
      ),
      replyCounts(
        subjectType,
        rows.map((row) => row.id),
        tx,
      ),
    ]);
    return rows.map((row) => ({
      row,
      assignee: row.assigneeId ? (members.get(row.assigneeId) ?? null) : null,
      replyCount: counts.get(row.id) ?? 0,
    }));
  }

  return {
    subjectType,

    async list(query: QueueQuery & Record<string, unknown>, callerId: string | null) {
      const where = and(
        query.status ? eq(columns.status, query.status) : undefined,
        assigneeCondition(columns, query.assignee, callerId),
        searchOf(query.q, config.search),
        ...(config.filters?.(query) ?? []),
      );
      const { items, total } = await pageOf(
        db,
        table,
        query,
        where,
        sortColumns[query.sort] ?? columns.createdAt,
        columns.id,
      );
      return { items: await handled(items as unknown as Row[]), total };
    },

    async find(id: string, tx: Database = db): Promise<Row | undefined> {
      const [row] = await tx.select().from(source).where(eq(columns.id, id));
      return row as Row | undefined;
    },

    /** The row, locked until the end of `tx` (a staff action reads it, then changes it). */
    async lock(id: string, tx: Database): Promise<Row | undefined> {
      const [row] = await tx.select().from(source).where(eq(columns.id, id)).for('update');
      return row as Row | undefined;
    },

    async update(id: string, patch: Record<string, unknown>, tx: Database): Promise<Row> {
      const [row] = await tx
        .update(source)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(columns.id, id))
        .returning();
      return row as Row;
    },

    handled,

    ...createQueueReplies(db, subjectType),
  };
}

export type StaffQueue<Row extends QueueRow> = ReturnType<typeof createStaffQueue<Row>>;
