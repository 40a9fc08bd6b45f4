import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { users } from './schema.js';

/** What live presence reads of accounts beyond safety's lookups (realtime reaches it through realtime/seams.ts). */

/** True when this account lets its friends be told it came online (its privacy's tellFriendsWhenOnline). */
export async function tellsFriendsWhenOnline(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ tell: users.tellFriendsWhenOnline }).from(users).where(eq(users.id, userId));
  return row?.tell ?? false;
}
