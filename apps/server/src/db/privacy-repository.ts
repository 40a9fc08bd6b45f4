import { eq, inArray } from 'drizzle-orm';
import type { PrivacySettings } from '@authentic/core';
import type { Db } from './client.js';
import { users } from './schema.js';

const columns = { shareMapWithFriends: users.shareMapWithFriends, tellFriendsWhenOnline: users.tellFriendsWhenOnline };

/** A player's privacy settings; the defaults for an account that is gone. */
export async function privacyOf(db: Db, userId: string): Promise<PrivacySettings> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row ?? { shareMapWithFriends: false, tellFriendsWhenOnline: true };
}

/** Changes the settings given, keeps the others; answers all of them as they are now. */
export async function setPrivacy(db: Db, userId: string, update: Partial<PrivacySettings>): Promise<PrivacySettings> {
  const [row] = await db
    .update(users)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(columns);
  return row ?? { shareMapWithFriends: false, tellFriendsWhenOnline: true };
}

/** Whether each of these players shares their map with friends (`share`), one row per account there. */
export async function mapSharingOf(db: Db, userIds: string[]): Promise<{ id: string; share: boolean }[]> {
  return db.select({ id: users.id, share: users.shareMapWithFriends }).from(users).where(inArray(users.id, userIds));
}
