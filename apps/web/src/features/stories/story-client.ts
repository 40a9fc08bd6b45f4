import {
  parseStoryTag,
  STORIES_API,
  STORY_LIMITS,
  STORY_MESSAGES,
  storyStateResponseSchema,
  storyTurnResponseSchema,
  worldStoryResponseSchema,
  type StoryChoiceDto,
  type StoryDoor,
  type StoryEffect,
  type StoryTurnResponse,
  type WorldStoryResponse,
} from '@authentic/core';
import { apiRequest } from '../../lib/api-client';
import { readGuestDoors, readGuestStory, writeGuestStory } from './guest-story-store';

/** One turn as the dialogue shows it: the server's answer, or the browser's for a guest. */
export type StoryTurn = Omit<StoryTurnResponse, 'success'>;

/** A conversation waiting for a choice (after a reload): its knot and the choices on offer. */
export interface WaitingStory {
  knot: string;
  choices: StoryChoiceDto[];
}

/** Where a world's story is played: on the server (signed in) or in this browser (a guest). */
export interface StoryClient {
  talk(knot: string, mapId?: string): Promise<StoryTurn>;
  choose(index: number): Promise<StoryTurn>;
  /** The conversation waiting for a choice, if any. */
  waiting(): Promise<WaitingStory | null>;
  /** The doors the story opened or closed for this player (decision 0296). */
  doors(): Promise<StoryDoor[]>;
}

/** A signed-in player's story: each turn runs on the server, which keeps its state and effects. */
export function serverStoryClient(worldId: string): StoryClient {
  const turn = async (path: string, body: unknown): Promise<StoryTurn> =>
    storyTurnResponseSchema.parse(await apiRequest(path, { method: 'POST', body }));
  return {
    talk: (knot, mapId) => turn(STORIES_API.talk(worldId), mapId ? { knot, mapId } : { knot }),
    choose: (index) => turn(STORIES_API.choose(worldId), { index }),
    async waiting() {
      const state = storyStateResponseSchema.parse(await apiRequest(STORIES_API.state(worldId)));
      return state.knot !== null && state.choices.length > 0 ? { knot: state.knot, choices: state.choices } : null;
    },
    async doors() {
      return storyStateResponseSchema.parse(await apiRequest(STORIES_API.state(worldId))).doors;
    },
  };
}

/** The doors after a turn's effects: each opened or closed cell once, the latest word kept. */
export function doorsAfter(doors: readonly StoryDoor[], effects: readonly StoryEffect[]): StoryDoor[] {
  const byCell = new Map(doors.map((door) => [`${door.mapId}:${door.x},${door.y}`, door]));
  for (const effect of effects) {
    if (effect.kind !== 'open' && effect.kind !== 'close') continue;
    const { mapId, x, y } = effect;
    byCell.set(`${mapId}:${x},${y}`, { mapId, x, y, open: effect.kind === 'open' });
  }
  return [...byCell.values()];
}

/** What a guest's turn's tags do, as the server would say it (quests done and doors are kept, locally). */
export function guestEffects(lines: StoryTurn['lines'], questsDone: readonly string[], mapId?: string): StoryEffect[] {
  const effects: StoryEffect[] = [];
  const done = new Set(questsDone);
  for (const tag of lines.flatMap((line) => line.tags)) {
    const parsed = parseStoryTag(tag);
    if (!parsed.ok) continue;
    const { tag: effect } = parsed;
    if (effect.kind === 'give') effects.push({ kind: 'give', item: effect.item, count: 1 });
    if (effect.kind === 'emote') effects.push(effect);
    if ((effect.kind === 'open' || effect.kind === 'close') && mapId !== undefined) effects.push({ ...effect, mapId });
    if (effect.kind === 'quest') {
      effects.push({ kind: 'quest', quest: effect.quest, first: !done.has(effect.quest) });
      done.add(effect.quest);
    }
  }
  return effects;
}

/**
 * A guest's story, played in this browser with `@authentic/core/ink` on the compiled story the
 * server gives; ink loads (its own chunk) with the first turn, and the place is kept in local storage.
 */
export function guestStoryClient(worldId: string): StoryClient {
  let compiled: Promise<WorldStoryResponse> | null = null;
  const story = () =>
    (compiled ??= apiRequest(STORIES_API.story(worldId)).then((answer) => worldStoryResponseSchema.parse(answer)));

  async function play(action: { knot: string; mapId?: string } | { choice: number }): Promise<StoryTurn> {
    const [{ playStory }, { version, compiled: json }] = await Promise.all([import('@authentic/core/ink'), story()]);
    const save = readGuestStory(worldId, version);
    if ('choice' in action && save.state === null) throw new Error(STORY_MESSAGES.nothingToChoose);
    const turn = playStory(json, save.state, action, {
      ms: STORY_LIMITS.turnMs,
      lines: STORY_LIMITS.linesPerTurn,
      now: () => performance.now(),
    });
    if (!turn.ok)
      throw new Error(turn.reason === 'over-budget' ? STORY_MESSAGES.overBudget : STORY_MESSAGES.storyError);
    const mapId = 'knot' in action ? action.mapId : save.mapId;
    const effects = guestEffects(turn.lines, save.quests, mapId);
    const knot = 'knot' in action ? action.knot : save.knot;
    writeGuestStory(worldId, {
      version,
      state: turn.state,
      knot: turn.ended ? null : knot,
      choices: turn.choices,
      quests: [...new Set([...save.quests, ...effects.flatMap((e) => (e.kind === 'quest' ? [e.quest] : []))])],
      ...(mapId !== undefined && !turn.ended && { mapId }),
      doors: doorsAfter(save.doors, effects),
    });
    return { lines: turn.lines, choices: turn.choices, ended: turn.ended, effects };
  }

  return {
    talk: (knot, mapId) => play({ knot, ...(mapId !== undefined && { mapId }) }),
    choose: (index) => play({ choice: index }),
    async waiting() {
      const { version } = await story();
      const save = readGuestStory(worldId, version);
      return save.knot !== null && save.choices.length > 0 ? { knot: save.knot, choices: save.choices } : null;
    },
    doors: async () => readGuestDoors(worldId),
  };
}

const clients = new Map<string, StoryClient>();

/** One client per world and kind of player, so a guest's compiled story is fetched once a visit. */
export function storyClientFor(worldId: string, signedIn: boolean): StoryClient {
  const key = `${signedIn ? 'player' : 'guest'}:${worldId}`;
  let client = clients.get(key);
  if (!client) {
    client = signedIn ? serverStoryClient(worldId) : guestStoryClient(worldId);
    clients.set(key, client);
  }
  return client;
}
