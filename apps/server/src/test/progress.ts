import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ensureCharacter } from '../db/characters-repository.js';
import { recordEvent } from '../db/progress-repository.js';
import { characters } from '../db/schema.js';

/** Gives a player experience the way the server would have recorded it (a 'legacy' event). */
export async function grantExperience(app: FastifyInstance, userId: string, experience: number): Promise<void> {
  await recordEvent(app.database.db, userId, { kind: 'legacy', key: `test-${experience}-${Date.now()}`, experience });
}

/** Sets completedMaps directly, as a player who completed levels before events were recorded has it. */
export async function setCompletedMaps(app: FastifyInstance, userId: string, completedMaps: string[]): Promise<void> {
  await ensureCharacter(app.database.db, userId);
  await app.database.db.update(characters).set({ completedMaps }).where(eq(characters.userId, userId));
}
