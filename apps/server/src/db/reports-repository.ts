import type { Db } from './client.js';
import { errorReports, feedback } from './schema.js';

export type NewFeedback = Omit<typeof feedback.$inferInsert, 'id' | 'createdAt'>;
export type NewErrorReport = Omit<typeof errorReports.$inferInsert, 'id' | 'createdAt'>;

export async function saveFeedback(db: Db, entry: NewFeedback): Promise<string> {
  const [row] = await db.insert(feedback).values(entry).returning({ id: feedback.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function saveErrorReport(db: Db, entry: NewErrorReport): Promise<string> {
  const [row] = await db.insert(errorReports).values(entry).returning({ id: errorReports.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
