import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation (first start, schema notes). Small, but it
 * proves on every start that data written before a restart is still there.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
