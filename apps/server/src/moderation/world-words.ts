import { SAFETY_MESSAGES, type WorldDoc, type WorldProblemDto } from '@authentic/core';
import type { WordFilter } from '../realtime/seams.js';
import { assertCleanWords } from './word-check.js';

/**
 * The word filter on a world's own texts (issue 34 item 5, decision 0269): its name and
 * description on create and update. Throws the 400 that names the field, as for artifacts.
 */
export function assertCleanWorld(filter: WordFilter, fields: { name?: string; description?: string }): void {
  assertCleanWords(filter, { name: fields.name, description: fields.description });
}

/**
 * The first map of a world document whose player-written text the filter flags, as a problem the
 * builder pins to that map (its place in the list names it: the text itself is not repeated), or
 * null. A document's free texts are its maps' names and ids, its layers' and tilesets' names, its
 * NPCs' names and books' titles, and its ink story (decision 0283); the catalogue NPCs' own lines are
 * the house's.
 */
export function worldDocWordProblem(filter: WordFilter, doc: WorldDoc): WorldProblemDto | null {
  for (const [index, map] of doc.maps.entries()) {
    const fields = [
      [`name of map ${index + 1}`, map.name],
      [`id of map ${index + 1}`, map.id],
      ...(map.layers ?? []).map((layer, n) => [`name of layer ${n + 1} of map ${index + 1}`, layer.name] as const),
      // A world's story (decision 0283): its characters' names and its books' titles.
      ...map.npcs.flatMap((npc, n) =>
        npc.name ? [[`name of NPC ${n + 1} of map ${index + 1}`, npc.name] as const] : [],
      ),
      ...(map.books ?? []).map((book, n) => [`title of book ${n + 1} of map ${index + 1}`, book.title] as const),
    ] as const;
    for (const [field, text] of fields) {
      if (filter.flags(text)) return { code: 'wordFilter', message: SAFETY_MESSAGES.wordFilter(field), mapId: map.id };
    }
  }
  if (doc.story && filter.flags(doc.story.source))
    return { code: 'wordFilter', message: SAFETY_MESSAGES.wordFilter('story') };
  for (const [index, tileset] of (doc.tilesets ?? []).entries()) {
    if (filter.flags(tileset.name))
      return { code: 'wordFilter', message: SAFETY_MESSAGES.wordFilter(`name of tileset ${index + 1}`) };
  }
  return null;
}

/** As `worldDocWordProblem`, thrown as a plain 400 (publishing or restoring a saved version). */
export function assertCleanWorldDoc(filter: WordFilter, doc: WorldDoc): void {
  const problem = worldDocWordProblem(filter, doc);
  if (problem) throw Object.assign(new Error(problem.message), { statusCode: 400 });
}
