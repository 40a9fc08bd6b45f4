import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ACCOUNT_DATA_MESSAGES } from '@authentic/core';
import { visibleTo, type ArtifactCommentRow } from './artifacts-repository.js';
import type { Db } from './client.js';
import { artifactComments, artifacts, artifactVotes, users } from './schema.js';

// Votes and comments on artifacts: the threads read with a list, a vote's toggle and a new comment.

/** drizzle's execute answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Comments of these artifacts, oldest first, at most `perArtifact` (the latest)
 * of each: a list carries a few, a single read up to its limit.
 */
export async function listComments(db: Db, artifactIds: string[], perArtifact: number): Promise<ArtifactCommentRow[]> {
  if (artifactIds.length === 0) return [];
  const ranked = db
    .select({
      id: artifactComments.id,
      artifactId: artifactComments.artifactId,
      text: artifactComments.text,
      createdAt: artifactComments.createdAt,
      userId: artifactComments.userId,
      username: sql<string>`coalesce(${users.username}, ${ACCOUNT_DATA_MESSAGES.formerPlayer})`.as('username'),
      rank: sql<number>`row_number() over (partition by ${artifactComments.artifactId}
        order by ${artifactComments.createdAt} desc, ${artifactComments.id} desc)`.as('rank'),
    })
    .from(artifactComments)
    .leftJoin(users, eq(users.id, artifactComments.userId))
    // A comment a moderator hid leaves every thread (safety, issue 23).
    .where(and(inArray(artifactComments.artifactId, artifactIds), isNull(artifactComments.hiddenAt)))
    .as('ranked');
  const rows = await db
    .select({
      id: ranked.id,
      artifactId: ranked.artifactId,
      text: ranked.text,
      createdAt: ranked.createdAt,
      userId: ranked.userId,
      username: ranked.username,
    })
    .from(ranked)
    .where(lte(ranked.rank, perArtifact))
    .orderBy(ranked.createdAt, ranked.id);
  return rows;
}

/**
 * Toggles the player's vote in one statement: the vote row is deleted or
 * inserted and the count moves by exactly what happened to the row, so
 * concurrent voters never lose or double a vote. Undefined when not visible.
 */
export async function toggleVote(
  db: Db,
  artifactId: string,
  userId: string,
): Promise<{ votes: number; voted: boolean } | undefined> {
  const result = await db.execute(sql`
    with target as (
      select ${artifacts.id} as id from ${artifacts} where ${artifacts.id} = ${artifactId} and ${visibleTo(userId)}
    ), removed as (
      delete from ${artifactVotes}
      where ${artifactVotes.artifactId} in (select id from target) and ${artifactVotes.userId} = ${userId}
      returning 1
    ), added as (
      insert into ${artifactVotes} (artifact_id, user_id)
      select id, ${userId}::uuid from target where not exists (select 1 from removed)
      on conflict do nothing
      returning 1
    )
    update ${artifacts}
    set votes = ${artifacts.votes} + (select count(*) from added)::int - (select count(*) from removed)::int
    where ${artifacts.id} in (select id from target)
    returning ${artifacts.votes} as votes, (select count(*) from added) > 0 as voted`);
  const [row] = rowsOf<{ votes: number; voted: boolean }>(result);
  return row ? { votes: Number(row.votes), voted: row.voted === true } : undefined;
}

/** Adds a comment and counts it in one transaction. */
export async function addComment(
  db: Db,
  artifactId: string,
  user: { id: string; username: string },
  text: string,
): Promise<ArtifactCommentRow> {
  return db.transaction(async (tx) => {
    const [comment] = await tx.insert(artifactComments).values({ artifactId, userId: user.id, text }).returning();
    if (!comment) throw new Error('insert returned no row');
    await tx
      .update(artifacts)
      .set({ commentCount: sql`${artifacts.commentCount} + 1` })
      .where(eq(artifacts.id, artifactId));
    return { ...comment, username: user.username };
  });
}

/** A comment not hidden by a moderator: who wrote it (null once their account is gone) and on what. */
export async function findShownComment(
  db: Db,
  id: string,
): Promise<{ userId: string | null; artifactId: string } | undefined> {
  const [comment] = await db
    .select({ userId: artifactComments.userId, artifactId: artifactComments.artifactId })
    .from(artifactComments)
    .where(and(eq(artifactComments.id, id), isNull(artifactComments.hiddenAt)));
  return comment;
}
