import { eq } from 'drizzle-orm';
import {
  builtInArtifactById,
  DISCOVERY_EXPERIENCE,
  LEVEL_COMPLETION_EXPERIENCE,
  MINIGAME_EXPERIENCE,
  npcQuestById,
  PROGRESS_EVENT_MESSAGES,
  type GameLevelId,
  type ProgressClaim,
} from '@authentic/core';
import type { Db } from '../../db/client.js';
import { findVisibleArtifact } from '../../db/artifacts-repository.js';
import { ensureCharacter } from '../../db/characters-repository.js';
import { collectEvent, experienceOf, hasEvent, recordEvent, type RecordedEvent } from '../../db/progress-repository.js';
import { artifacts, characters } from '../../db/schema.js';

export type ClaimResult = ({ ok: true } & RecordedEvent) | { ok: false; status: 404 | 409; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refuse = (status: 404 | 409, message: string): ClaimResult => ({ ok: false, status, message });

/**
 * What must be recorded before a level counts, as far as the server can know (decision 0224).
 * Levels 1 (arriving in Yosemite) and 2 (the goal cell of Overworld 2) are places the server does
 * not watch: they pay their fixed 10 once each. Level 3 needs the qualifying artifact the create
 * route stores; level 4 comes only from a verified shooter result.
 */
function levelReachable(level: GameLevelId, qualifying: Record<string, string>): boolean {
  if (level === 'level3') return Boolean(qualifying.level3);
  return level === 'level1' || level === 'level2';
}

/**
 * Checks a claimed event and records it once with the experience the server knows it pays. The
 * player's character row is locked first, so two claims of one player are settled one by one.
 */
export async function claimProgress(db: Db, userId: string, claim: ProgressClaim, now: Date): Promise<ClaimResult> {
  if (claim.kind === 'collect') return claimCollect(db, userId, claim.artifactId);
  if (claim.kind === 'discovery') {
    const { artifactId } = claim;
    const builtIn = builtInArtifactById(artifactId);
    const entry = !builtIn && UUID.test(artifactId) ? await findVisibleArtifact(db, artifactId, userId) : undefined;
    if (!builtIn && !entry) return refuse(404, PROGRESS_EVENT_MESSAGES.unknownArtifact);
    // Decision 0232: finding what one made oneself is no discovery. Answered, but nothing is
    // recorded or paid, so a create/claim/delete loop earns nothing.
    if (entry?.artifact.creatorId === userId) return unpaid(db, userId);
  }
  return db.transaction(async (tx): Promise<ClaimResult> => {
    const character = await lockCharacter(tx, userId);
    const completed = character.completedMaps;

    switch (claim.kind) {
      case 'discovery': {
        const first = await recordEvent(tx, userId, {
          kind: 'discovery',
          key: claim.artifactId,
          experience: DISCOVERY_EXPERIENCE.first,
        });
        if (first.recorded) return { ok: true, ...first };
        // A revisit pays its 2 once a day per artifact: bounded, and what an honest player sees.
        const day = now.toISOString().slice(0, 10);
        const revisit = await recordEvent(tx, userId, {
          kind: 'revisit',
          key: `${claim.artifactId}@${day}`,
          experience: DISCOVERY_EXPERIENCE.revisit,
        });
        return { ok: true, ...revisit };
      }
      case 'levelComplete': {
        const { level } = claim;
        if (completed.includes(level)) return { ok: true, ...(await recordEvent(tx, userId, legacyLevel(level))) };
        if (level === 'level4') return refuse(409, PROGRESS_EVENT_MESSAGES.level4ByChallenge);
        if (!levelReachable(level, character.qualifyingArtifacts)) {
          return refuse(409, PROGRESS_EVENT_MESSAGES.levelNotReached);
        }
        const result = await recordEvent(tx, userId, {
          kind: 'levelComplete',
          key: level,
          experience: LEVEL_COMPLETION_EXPERIENCE[level],
        });
        await tx
          .update(characters)
          .set({ completedMaps: [...completed, level], updatedAt: now })
          .where(eq(characters.userId, userId));
        return { ok: true, ...result };
      }
      case 'quest': {
        // An own entry only: 'constructor' or '__proto__' is no quest (404, not a crash).
        const quest = npcQuestById(claim.questId);
        if (!quest) return refuse(404, PROGRESS_EVENT_MESSAGES.unknownQuest);
        // Valley's Secrets is played in Yosemite: arriving there (level 1) comes first.
        if (!completed.includes('level1')) return refuse(409, PROGRESS_EVENT_MESSAGES.questNotReached);
        return {
          ok: true,
          ...(await recordEvent(tx, userId, { kind: 'quest', key: quest.id, experience: quest.reward.exp })),
        };
      }
      case 'writerChallenge': {
        // The stand-in for the level 4 challenge opens once level 3 is complete.
        if (!completed.includes('level3')) return refuse(409, PROGRESS_EVENT_MESSAGES.levelNotReached);
        const result = await recordEvent(tx, userId, {
          kind: 'minigame',
          key: 'writerChallenge',
          experience: MINIGAME_EXPERIENCE.writerChallenge,
        });
        return { ok: true, ...result };
      }
    }
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The player's character row, locked for this transaction; made first if it does not exist yet.
 * Locking first and making only when missing saves a round-trip on every claim but the first.
 */
async function lockCharacter(tx: Tx, userId: string) {
  const lock = () => tx.select().from(characters).where(eq(characters.userId, userId)).for('update');
  const [existing] = await lock();
  if (existing) return existing;
  await tx.insert(characters).values({ userId }).onConflictDoNothing({ target: characters.userId });
  const [made] = await lock();
  if (!made) throw new Error(`no character for ${userId}`);
  return made;
}

/** A level already in completedMaps (before events, or via a mini-game) is recorded without pay. */
function legacyLevel(level: GameLevelId) {
  return { kind: 'levelComplete', key: level, experience: 0 };
}

/** An answer that records and pays nothing. */
async function unpaid(db: Db, userId: string): Promise<ClaimResult> {
  return { ok: true, recorded: false, gained: 0, experience: await experienceOf(db, userId) };
}

/**
 * Decision 0232: collecting is recorded, never read from the saved inventory. A built-in artifact
 * is claimed here; the server checks it is real and, where it can know, that the player could be
 * there (Yosemite's lie past level 1, which arriving there records). A server artifact's pickup is
 * recorded by the pickup route; a claim for it is answered if the player holds it (and did not
 * make it) or was seen picking it up.
 */
async function claimCollect(db: Db, userId: string, artifactId: string): Promise<ClaimResult> {
  const builtIn = builtInArtifactById(artifactId);
  if (builtIn) {
    if (builtIn.mapId === 'yosemite' && !(await ensureCharacter(db, userId)).completedMaps.includes('level1')) {
      return refuse(409, PROGRESS_EVENT_MESSAGES.collectNotReached);
    }
    return { ok: true, ...(await recordEvent(db, userId, collectEvent(artifactId))) };
  }
  if (UUID.test(artifactId)) {
    const [row] = await db
      .select({ creatorId: artifacts.creatorId, holderId: artifacts.holderId })
      .from(artifacts)
      .where(eq(artifacts.id, artifactId));
    if (row && row.holderId === userId) {
      // Taking up what one made oneself is answered, but it is no collecting.
      if (row.creatorId === userId) return unpaid(db, userId);
      return { ok: true, ...(await recordEvent(db, userId, collectEvent(artifactId))) };
    }
    if (await hasEvent(db, userId, 'collect', artifactId)) return unpaid(db, userId);
  }
  return refuse(404, PROGRESS_EVENT_MESSAGES.unknownCollectable);
}
