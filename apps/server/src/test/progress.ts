import { eq } from 'drizzle-orm';
import { ensureCharacter } from '../db/characters-repository.js';
import type { Db } from '../db/client.js';
import { recordEvent } from '../db/progress-repository.js';
import { characters } from '../db/schema.js';

/** Gives a player experience the way the server would have recorded it (a 'legacy' event). */
export async function grantExperience(db: Db, userId: string, experience: number): Promise<void> {
  await recordEvent(db, userId, { kind: 'legacy', key: `test-${experience}-${Date.now()}`, experience });
}

/** Sets completedMaps directly, as a player who completed levels before events were recorded has it. */
export async function setCompletedMaps(db: Db, userId: string, completedMaps: string[]): Promise<void> {
  await ensureCharacter(db, userId);
  await db.update(characters).set({ completedMaps }).where(eq(characters.userId, userId));
}
