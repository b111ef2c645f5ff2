import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CatalogSyncTask } from '../../catalog/catalog-sync-task.js';

/**
 * Catalog syncs asked for by CMS webhooks (src/catalog/catalog-sync-queue.ts), stored before the
 * webhook is answered so an instance that dies loses none. One row per key: an event for a
 * document already waiting moves `requested_at` on instead of adding a row. A worker of any
 * instance claims a row with FOR UPDATE SKIP LOCKED and a lease (`locked_until`, renewed while it
 * syncs); it deletes the row afterwards unless another event came meanwhile (`requested_at`
 * moved), in which case the row is synced again. A lease that runs out frees the row for
 * another instance.
 */
export const catalogSyncTasks = pgTable(
  'catalog_sync_tasks',
  {
    key: text('key').primaryKey(),
    task: jsonb('task').$type<CatalogSyncTask>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('catalog_sync_tasks_requested_idx').on(table.requestedAt)],
);
export type CatalogSyncTaskRow = typeof catalogSyncTasks.$inferSelect;
