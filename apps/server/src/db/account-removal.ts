import { and, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { DELETED_ACCOUNT_HOLD_MS, holdIdentifiers } from './held-identifiers.js';
import {
  artifacts,
  artifactVotes,
  characters,
  reports,
  retiredUsernames,
  uploads,
  users,
  worldLikes,
  worlds,
  worldVisits,
} from './schema.js';

/** What is left to do once the account is gone: the files (/uploads/… URLs) nobody else still shows. */
export interface RemovedAccount {
  username: string;
  files: string[];
}

const FILE_URL = /^\/uploads\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/**
 * Deletes the account and everything only it owned in one transaction (issue 26, decision 0257).
 * Goes: the account, its sessions and refresh tokens, character, progress, mini-game records, votes
 * (the counts fall), friendships both ways and pending requests, blocks, mutes, reports it made or
 * that name it as a player, its worlds with their versions, positions and tileset images (their
 * files are its uploads, released below), and its artifacts nobody
 * else holds (with their comments). Stays, credited to nobody: artifacts another player holds (and
 * their files), and its comments in threads that stay. Its username and e-mail (and any username
 * it still held after a rename) are held for DELETED_ACCOUNT_HOLD_MS. Answers undefined when there
 * is no such account. The files are removed by the caller, after the commit.
 */
export async function removeAccount(db: Db, userId: string, now: Date): Promise<RemovedAccount | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        username: users.username,
        usernameKey: users.usernameKey,
        emailKey: users.emailKey,
        avatar: users.avatar,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return undefined;

    const { goneFiles, keptFiles } = await removeOwnArtifacts(tx, userId);
    await leaveOthersRecords(tx, userId, user.username, now);
    const files = await releaseFiles(tx, userId, [...goneFiles, user.avatar], keptFiles);
    await holdNames(tx, userId, user, now);

    // The rest goes by the foreign keys: tokens, character, events, worlds (versions, positions), …
    await tx.delete(users).where(eq(users.id, userId));
    return { username: user.username, files };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Its artifacts that no other player holds go (their votes, comments and counts with them); answers
 * their files, and the files of the artifacts other players hold (those stay).
 */
async function removeOwnArtifacts(
  tx: Tx,
  userId: string,
): Promise<{ goneFiles: (string | null)[]; keptFiles: Set<string> }> {
  const gone = await tx
    .delete(artifacts)
    .where(and(eq(artifacts.creatorId, userId), or(sql`${artifacts.holderId} is null`, eq(artifacts.holderId, userId))))
    .returning({ image: artifacts.image, attachment: artifacts.attachment });
  // What other players hold stays; the foreign key will null its creator, these are its files.
  const kept = await tx
    .select({ image: artifacts.image, attachment: artifacts.attachment })
    .from(artifacts)
    .where(and(eq(artifacts.creatorId, userId), isNotNull(artifacts.holderId), ne(artifacts.holderId, userId)));
  const keptFiles = new Set(kept.flatMap((row) => [row.image, row.attachment]).filter((url) => url !== null));
  return { goneFiles: gone.flatMap((row) => [row.image, row.attachment]), keptFiles };
}

/** Takes the player out of what stays: vote and like counts, friends' and artifacts' lists, world visits, reports about it. */
async function leaveOthersRecords(tx: Tx, userId: string, username: string, now: Date): Promise<void> {
  // Its votes leave the counts they raised.
  await tx
    .update(artifacts)
    .set({ votes: sql`greatest(${artifacts.votes} - 1, 0)` })
    .where(
      inArray(
        artifacts.id,
        tx.select({ id: artifactVotes.artifactId }).from(artifactVotes).where(eq(artifactVotes.userId, userId)),
      ),
    );
  // Friendships live in both characters: it leaves every friend's list, and every artifact's allowed list.
  await tx
    .update(characters)
    .set({ friends: sql`${characters.friends} - ${userId}::text`, updatedAt: now })
    .where(sql`${characters.friends} @> jsonb_build_array(${userId}::text)`);
  await tx
    .update(artifacts)
    .set({ allowedUsers: sql`${artifacts.allowedUsers} - ${userId}::text - ${username}::text` })
    .where(
      sql`${artifacts.allowedUsers} @> jsonb_build_array(${userId}::text)
        or ${artifacts.allowedUsers} @> jsonb_build_array(${username}::text)`,
    );
  // Its likes leave each world's count (the rows go by the foreign key); its visits stay counted in
  // the totals but no longer name it (issue 34).
  await tx
    .update(worlds)
    .set({ likes: sql`greatest(${worlds.likes} - 1, 0)` })
    .where(
      inArray(worlds.id, tx.select({ id: worldLikes.worldId }).from(worldLikes).where(eq(worldLikes.userId, userId))),
    );
  await tx.delete(worldVisits).where(eq(worldVisits.visitor, userId));
  // A report about this player has nobody left to be about; reports it made go by the foreign key.
  await tx.delete(reports).where(and(eq(reports.kind, 'player'), eq(reports.targetId, userId)));
}

/**
 * Its files, except those a kept artifact still shows (their records stay, counted against nobody):
 * their upload records go here, the files themselves after the commit.
 */
async function releaseFiles(
  tx: Tx,
  userId: string,
  alsoTheirs: (string | null)[],
  keptFiles: Set<string>,
): Promise<string[]> {
  const recorded = await tx.select({ name: uploads.name }).from(uploads).where(eq(uploads.userId, userId));
  const candidates = new Set([...recorded.map((row) => `/uploads/${row.name}`), ...alsoTheirs]);
  const files = [...candidates].filter(
    (url): url is string => typeof url === 'string' && FILE_URL.test(url) && !keptFiles.has(url),
  );
  const names = files.map((url) => url.slice('/uploads/'.length));
  if (names.length > 0) await tx.delete(uploads).where(inArray(uploads.name, names));
  return files;
}

/** Nobody may take up its names while people still know them as this player's. */
async function holdNames(
  tx: Tx,
  userId: string,
  user: { usernameKey: string; emailKey: string },
  now: Date,
): Promise<void> {
  const renamedFrom = await tx
    .select({ key: retiredUsernames.usernameKey, until: retiredUsernames.until })
    .from(retiredUsernames)
    .where(and(eq(retiredUsernames.userId, userId), gt(retiredUsernames.until, now)));
  const until = new Date(now.getTime() + DELETED_ACCOUNT_HOLD_MS);
  await holdIdentifiers(tx, [{ key: user.usernameKey, until }, { key: user.emailKey, until }, ...renamedFrom], now);
}
