import { TILESET_MESSAGES, type WorldDoc, type WorldProblemDto } from '@authentic/core';
import type { Db } from '../../db/client.js';
import { tilesetsOfWorld } from '../../db/world-tilesets-repository.js';

/**
 * A world document's own tilesets must be images this world holds, each at the address it is served
 * from, and none hidden by a moderator (issue 36): a document cannot borrow another world's art or
 * bring back what was hidden. The first problem, or null.
 */
export async function worldArtProblem(db: Db, worldId: string, doc: WorldDoc): Promise<WorldProblemDto | null> {
  const tilesets = doc.tilesets ?? [];
  if (tilesets.length === 0) return null;
  const held = new Map((await tilesetsOfWorld(db, worldId)).map((image) => [image.id, image]));
  for (const tileset of tilesets) {
    const image = held.get(tileset.id);
    if (!image || image.url !== tileset.url)
      return { code: 'tileset', message: TILESET_MESSAGES.notThisWorlds(tileset.name) };
    if (image.hidden) return { code: 'tileset', message: TILESET_MESSAGES.hiddenByModerator(tileset.name) };
  }
  return null;
}

/** As `worldArtProblem`, thrown as a plain 400 (publishing or restoring a saved version). */
export async function assertWorldArt(db: Db, worldId: string, doc: WorldDoc): Promise<void> {
  const problem = await worldArtProblem(db, worldId, doc);
  if (problem) throw Object.assign(new Error(problem.message), { statusCode: 400 });
}
