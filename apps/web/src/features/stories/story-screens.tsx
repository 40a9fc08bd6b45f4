import type { NpcAvatar, StoryEffect } from '@authentic/core';
import { StoryBookReader } from './story-book-reader';
import { storyClientFor } from './story-client';
import { StoryDialogue } from './story-dialogue';
import { STORY_TEXTS } from './story-texts';
import { CharacterPortrait } from '../../ui/character-portrait';

/** Who tells the story, where, and to whom: what the game screen knows when a story opens. */
export interface StoryScreenPlace {
  worldId: string;
  signedIn: boolean;
  knot: string;
  /** The map's id in the world document (doors open there). */
  mapId?: string;
  onEffects: (effects: StoryEffect[]) => void;
  onClose: () => void;
}

/** Talking to a character with a knot: its name, its sprite as portrait, the story played on the right side. */
export function CharacterStory({
  speaker,
  look,
  worldId,
  signedIn,
  ...rest
}: StoryScreenPlace & { speaker: string; look: { sprite?: string | null; type?: string | null; avatar?: NpcAvatar } }) {
  return (
    <StoryDialogue
      client={storyClientFor(worldId, signedIn)}
      speaker={speaker}
      portrait={<CharacterPortrait npc={look} label={STORY_TEXTS.portrait(speaker)} className="story-portrait" />}
      {...rest}
    />
  );
}

/** Reading a story book lying on the map. */
export function BookStory({ title, worldId, signedIn, ...rest }: StoryScreenPlace & { title: string }) {
  return <StoryBookReader client={storyClientFor(worldId, signedIn)} title={title} {...rest} />;
}
