import { canEditArtifact, canViewArtifact, type ArtifactUserChanges } from '@authentic/core';
import { findArtifactRow, type ArtifactChanges, type ArtifactRow } from '../../db/artifacts-repository.js';
import type { Db } from '../../db/client.js';
import { assertCleanWords } from '../../moderation/word-check.js';
import type { WordFilter } from '../../realtime/seams.js';
import { httpError, notFound, viewerFor } from './access.js';
import type { StoredFiles } from './multipart.js';

/** Safety (issue 23): the texts a player writes on an artifact go through the word filter (400 naming the field). */
export function assertCleanArtifact(filter: WordFilter, input: Record<string, unknown>): void {
  const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : undefined);
  assertCleanWords(filter, {
    name: text('name'),
    description: text('description'),
    content: text('content'),
    message: text('messageText'),
    riddle: text('riddle'),
    dedication: text('dedication'),
    significance: text('significance'),
  });
  if (Array.isArray(input.tags)) {
    assertCleanWords(filter, { tags: input.tags.filter((tag) => typeof tag === 'string').join(' ') });
  }
}

/** The row's columns for the changes a player may make; the location is four columns. */
export function columnsFor(changes: ArtifactUserChanges): ArtifactChanges {
  const { location, ...rest } = changes;
  const columns: ArtifactChanges = { ...rest };
  if (location) {
    columns.locationX = location.x;
    columns.locationY = location.y;
    columns.locationMapName = location.mapName ?? null;
    columns.locationArea = location.area ?? null;
  }
  return columns;
}

export function fileColumns(stored: StoredFiles): ArtifactChanges {
  return {
    ...(stored.image ? { image: stored.image } : {}),
    ...(stored.attachment
      ? {
          attachment: stored.attachment.url,
          attachmentType: stored.attachment.attachmentType,
          attachmentOriginalName: stored.attachment.originalName,
        }
      : {}),
  };
}

/**
 * The artifact, if the caller made it. Someone who may see it but did not
 * make it gets 403 with `forbidden`; to anyone else it does not exist.
 */
export async function ownArtifact(db: Db, id: string, userId: string, forbidden: string): Promise<ArtifactRow> {
  const row = await findArtifactRow(db, id);
  if (!row) throw notFound();
  const record = {
    creator: row.creatorId,
    visibility: row.visibility,
    isExclusive: row.isExclusive,
    allowedUsers: row.allowedUsers,
  };
  if (canEditArtifact(record, userId)) return row;
  const viewer = await viewerFor(db, userId, [{ artifact: row, creatorName: '', holderName: null, voted: false }]);
  if (canViewArtifact(record, viewer) || row.holderId === userId) throw httpError(403, forbidden);
  throw notFound();
}
