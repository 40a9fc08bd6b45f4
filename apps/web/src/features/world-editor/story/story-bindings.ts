import { STORY_MESSAGES, type WorldDoc } from '@authentic/core';

/** A placed NPC or book naming a knot the story lacks, where it stands. */
export interface BindingProblem {
  message: string;
  mapId: string;
  x: number;
  y: number;
}

/** Every NPC and book bound to a knot the story does not have (null knots: the world has no story). */
export function bindingProblems(doc: WorldDoc, knots: readonly string[] | null): BindingProblem[] {
  const problems: BindingProblem[] = [];
  const known = new Set(knots ?? []);
  const check = (what: string, knot: string, at: { mapId: string; x: number; y: number }) => {
    if (knots === null) problems.push({ message: STORY_MESSAGES.noStory(what, knot), ...at });
    else if (!known.has(knot)) problems.push({ message: STORY_MESSAGES.unknownKnot(what, knot), ...at });
  };
  for (const map of doc.maps) {
    for (const npc of map.npcs) {
      if (npc.knot !== undefined)
        check(STORY_MESSAGES.npcNamed(npc.name ?? npc.npcId), npc.knot, { mapId: map.id, x: npc.x, y: npc.y });
    }
    for (const book of map.books ?? [])
      check(STORY_MESSAGES.bookTitled(book.title), book.knot, { mapId: map.id, x: book.x, y: book.y });
  }
  return problems;
}
