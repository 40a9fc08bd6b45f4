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
 * null. A document's free texts are its maps' names and ids; its NPCs are the catalogue's, whose
 * lines are the house's own.
 */
export function worldDocWordProblem(filter: WordFilter, doc: WorldDoc): WorldProblemDto | null {
  for (const [index, map] of doc.maps.entries()) {
    const fields = [
      [`name of map ${index + 1}`, map.name],
      [`id of map ${index + 1}`, map.id],
      ...(map.layers ?? []).map((layer, n) => [`name of layer ${n + 1} of map ${index + 1}`, layer.name] as const),
    ] as const;
    for (const [field, text] of fields) {
      if (filter.flags(text)) return { code: 'wordFilter', message: SAFETY_MESSAGES.wordFilter(field), mapId: map.id };
    }
  }
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
