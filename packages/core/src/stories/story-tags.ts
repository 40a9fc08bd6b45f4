import { EMOTES, type Emote } from '../presence/protocol.js';
import { STORY_MESSAGES } from '../messages/stories.js';
import { STORY_LIMITS } from './story-limits.js';

/**
 * The tags a world's story may carry (decision 0283): each is one small effect the game applies,
 * never code. `give`, `quest`, `open` and `close` change what the server keeps for the player in
 * this world; `emote` and `walk` are shown by the client.
 */
export const STORY_TAG_NAMES = ['give', 'quest', 'open', 'close', 'emote', 'walk'] as const;
export type StoryTagName = (typeof STORY_TAG_NAMES)[number];

export type StoryTag =
  | { kind: 'give'; item: string }
  | { kind: 'quest'; quest: string }
  | { kind: 'open' | 'close' | 'walk'; x: number; y: number }
  | { kind: 'emote'; emote: Emote };

export type StoryTagResult = { ok: true; tag: StoryTag } | { ok: false; message: string };

/** Coordinates a tag may name: the cells of the largest map. */
const CELL_MAX = 255;
const CELL = /^(\d{1,3})\s*,\s*(\d{1,3})$/;

const SHAPES: Readonly<Record<StoryTagName, string>> = {
  give: 'give: <item name>',
  quest: 'quest: <quest name>',
  open: 'open: x,y',
  close: 'close: x,y',
  emote: `emote: ${EMOTES.join(' | ')}`,
  walk: 'walk: x,y',
};

function isTagName(name: string): name is StoryTagName {
  return (STORY_TAG_NAMES as readonly string[]).includes(name);
}

/** One tag's text as ink gives it ('give: Apple', 'open: 3,4'): the effect, or why it is refused. */
export function parseStoryTag(text: string): StoryTagResult {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  const name = (colon < 0 ? trimmed : trimmed.slice(0, colon)).trim().toLowerCase();
  const value = colon < 0 ? '' : trimmed.slice(colon + 1).trim();
  if (!isTagName(name)) return { ok: false, message: STORY_MESSAGES.unknownTag(name || trimmed, STORY_TAG_NAMES) };
  const bad = { ok: false, message: STORY_MESSAGES.badTag(trimmed, SHAPES[name]) } as const;
  if (name === 'give' || name === 'quest') {
    if (value.length === 0) return bad;
    if (value.length > STORY_LIMITS.nameMax) return { ok: false, message: STORY_MESSAGES.nameTooLong };
    return { ok: true, tag: name === 'give' ? { kind: 'give', item: value } : { kind: 'quest', quest: value } };
  }
  if (name === 'emote') {
    const emote = EMOTES.find((candidate) => candidate === value.toLowerCase());
    return emote ? { ok: true, tag: { kind: 'emote', emote } } : bad;
  }
  const match = CELL.exec(value);
  if (!match) return bad;
  const x = Number(match[1]);
  const y = Number(match[2]);
  if (x > CELL_MAX || y > CELL_MAX) return bad;
  return { ok: true, tag: { kind: name, x, y } };
}

/** Every refusal among a story's tags, once per distinct tag text. */
export function storyTagProblems(tags: readonly string[]): string[] {
  const problems: string[] = [];
  for (const tag of new Set(tags)) {
    const parsed = parseStoryTag(tag);
    if (!parsed.ok) problems.push(parsed.message);
  }
  return problems;
}
