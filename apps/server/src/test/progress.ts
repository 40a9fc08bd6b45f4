import type { FastifyInstance } from 'fastify';
import { recordEvent } from '../db/progress-repository.js';

/** Gives a player experience the way the server would have recorded it (a 'legacy' event). */
export async function grantExperience(app: FastifyInstance, userId: string, experience: number): Promise<void> {
  await recordEvent(app.database.db, userId, { kind: 'legacy', key: `test-${experience}-${Date.now()}`, experience });
}
