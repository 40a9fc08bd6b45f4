import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { storyBuilds } from './schema.js';

/** A story source's key in the cache of compiled stories (decision 0283). */
export function storySourceHash(source: string): string {
  return createHash('sha256').update(source, 'utf8').digest('hex');
}

export interface StoryBuild {
  sourceHash: string;
  compiled: string;
  knots: string[];
}

/** The compiled story of a source, if it was compiled before. */
export async function findStoryBuild(db: Db, sourceHash: string): Promise<StoryBuild | null> {
  const [row] = await db
    .select({ sourceHash: storyBuilds.sourceHash, compiled: storyBuilds.compiled, knots: storyBuilds.knots })
    .from(storyBuilds)
    .where(eq(storyBuilds.sourceHash, sourceHash))
    .limit(1);
  return row ?? null;
}

/** Keeps a compiled story; the same source compiled twice (two saves at once) keeps one row. */
export async function saveStoryBuild(db: Db, build: StoryBuild): Promise<void> {
  await db.insert(storyBuilds).values(build).onConflictDoNothing();
}
