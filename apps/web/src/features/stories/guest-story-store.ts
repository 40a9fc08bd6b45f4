import { storyChoiceSchema, storyDoorSchema, type StoryChoiceDto, type StoryDoor } from '@authentic/core';
import { z } from 'zod';

/** A guest's place in a world's story, kept in this browser only (decision 0283: the server keeps nothing of theirs). */
export interface GuestStorySave {
  /** The published version the ink state belongs to: another version starts afresh. */
  version: number;
  /** ink's state JSON after the last turn. */
  state: string | null;
  /** The knot of the conversation waiting for a choice, and its choices. */
  knot: string | null;
  choices: StoryChoiceDto[];
  /** Quests already completed, so a quest is told done once. */
  quests: string[];
  /** The map of the conversation waiting for a choice: doors its tags name are on it. */
  mapId?: string;
  /** Doors the story opened or closed for this guest, kept across versions like quests. */
  doors: StoryDoor[];
}

const saveSchema = z.object({
  version: z.number().int(),
  state: z.string().nullable(),
  knot: z.string().nullable(),
  choices: z.array(storyChoiceSchema),
  quests: z.array(z.string()),
  mapId: z.string().optional(),
  // Saves from before doors were kept have none.
  doors: z.array(storyDoorSchema).default([]),
});

/** Local storage's key for a guest's story in one world (beside the game's other per-browser keys). */
export const guestStoryKey = (worldId: string) => `authentic.story.${worldId}`;

function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved place for this world and version; a broken, missing or older one reads as a fresh start. */
export function readGuestStory(worldId: string, version: number): GuestStorySave {
  const fresh: GuestStorySave = { version, state: null, knot: null, choices: [], quests: [], doors: [] };
  try {
    const parsed = saveSchema.safeParse(JSON.parse(local()?.getItem(guestStoryKey(worldId)) ?? 'null'));
    if (!parsed.success) return fresh;
    // A new version keeps the quests done; ink's state may not read in the new story.
    const { quests, doors } = parsed.data;
    return parsed.data.version === version ? parsed.data : { ...fresh, quests, doors };
  } catch {
    return fresh;
  }
}

/** The doors kept for a guest in this world, whatever version of the story set them. */
export function readGuestDoors(worldId: string): StoryDoor[] {
  try {
    const parsed = saveSchema.safeParse(JSON.parse(local()?.getItem(guestStoryKey(worldId)) ?? 'null'));
    return parsed.success ? parsed.data.doors : [];
  } catch {
    return [];
  }
}

export function writeGuestStory(worldId: string, save: GuestStorySave): void {
  try {
    local()?.setItem(guestStoryKey(worldId), JSON.stringify(save));
  } catch {
    // Storage full or refused: the guest's story starts afresh next visit, nothing worse.
  }
}
