import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * A signed-in user's liked properties, by CMS document id. No foreign key to the catalog index:
 * a property unpublished and published again comes back in the list; while it is not in the
 * index the list leaves it out.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyDocumentId: text('property_document_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.propertyDocumentId] }),
    index('favourites_user_created_at_idx').on(table.userId, table.createdAt),
  ],
);
export type FavouriteRow = typeof favourites.$inferSelect;
