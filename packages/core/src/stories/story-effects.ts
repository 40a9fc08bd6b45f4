import type { Emote } from '../presence/protocol.js';
import { parseStoryTag } from './story-tags.js';

/** Where a turn is told: the map of the character or book, and the cells its characters may walk. */
export interface StoryPlace {
  mapId: string;
  width: number;
  height: number;
  /** The patrol areas of the knot's characters on this map (a book has none). */
  patrols: readonly { startX: number; startY: number; width: number; height: number }[];
}

/** A tag's effect before it is kept: the server adds what it keeps (a count, whether a quest is new). */
export type PlannedStoryEffect =
  | { kind: 'give'; item: string }
  | { kind: 'quest'; quest: string }
  | { kind: 'open' | 'close' | 'walk'; mapId: string; x: number; y: number }
  | { kind: 'emote'; emote: Emote };

const within = (x: number, y: number, area: StoryPlace['patrols'][number]) =>
  x >= area.startX && x < area.startX + area.width && y >= area.startY && y < area.startY + area.height;

/**
 * What the tags of a turn's lines do, in order (decision 0283). Tags were checked when the story was
 * saved; one that does not read now, a door off the map or a walk out of every patrol does nothing.
 */
export function storyTurnEffects(
  lines: readonly { tags: readonly string[] }[],
  place: StoryPlace,
): PlannedStoryEffect[] {
  const effects: PlannedStoryEffect[] = [];
  for (const line of lines) {
    for (const text of line.tags) {
      const parsed = parseStoryTag(text);
      if (!parsed.ok) continue;
      const tag = parsed.tag;
      if (tag.kind === 'give' || tag.kind === 'quest' || tag.kind === 'emote') {
        effects.push(tag);
        continue;
      }
      if (tag.x >= place.width || tag.y >= place.height) continue;
      if (tag.kind === 'walk' && !place.patrols.some((area) => within(tag.x, tag.y, area))) continue;
      effects.push({ kind: tag.kind, mapId: place.mapId, x: tag.x, y: tag.y });
    }
  }
  return effects;
}
