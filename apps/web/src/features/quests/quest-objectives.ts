import { BUILT_IN_MAPS } from '@authentic/core';

/** Something the player did that may complete a quest objective. */
export type QuestHappening =
  { kind: 'talk'; npcId: string } | { kind: 'artifact'; mapId: string } | { kind: 'specialPortal'; place: string };

/**
 * Where a special portal of the valley can be entered from: Yosemite itself, the mini-game rooms
 * behind its portals (whose portals reopen the game), and the kinds the game store reports
 * ('terminal', 'shooter', 'text_adventure').
 */
const VALLEY_SPECIAL_PORTAL_PLACES: ReadonlySet<string> = new Set([
  'yosemite',
  ...BUILT_IN_MAPS.yosemite.specialPortals.flatMap((portal) => [portal.type, portal.destination]),
]);

/** Which happening completes which objective (decision 0196). Unknown objectives never complete. */
const OBJECTIVE_RULES: Readonly<Record<string, (happening: QuestHappening) => boolean>> = {
  talk_to_john_muir: (happening) => happening.kind === 'talk' && happening.npcId === 'john_muir',
  find_yosemite_artifact: (happening) => happening.kind === 'artifact' && happening.mapId === 'yosemite',
  enter_special_portal: (happening) =>
    happening.kind === 'specialPortal' && VALLEY_SPECIAL_PORTAL_PLACES.has(happening.place),
};

export function objectiveMatches(objectiveId: string, happening: QuestHappening): boolean {
  return OBJECTIVE_RULES[objectiveId]?.(happening) ?? false;
}
