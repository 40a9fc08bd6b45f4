import { describe, expect, it } from 'vitest';
import { ADVENTURE_MESSAGES } from '../messages/adventure.js';
import { createAdventure } from './adventure-state.js';
import {
  ADVENTURE_ROOM_IDS,
  type AdventureRoom,
  type AdventureRoomId,
  type AdventureState,
} from './adventure-types.js';
import { ADVENTURE_WINNING_COMMANDS } from './adventure-walkthrough.js';
import { ADVENTURE_WORLD } from './adventure-world.js';
import { applyAdventureCommand } from './apply-command.js';
import { normaliseAdventureObject } from './parse-command.js';

/**
 * Every noun a room's description mentions can be examined (issue 24, decision 0240). The test reads
 * each description word by word: the words of something 'examine' answers in that room are taken
 * out, and every word left must be one of the words below, which name nothing to look at. A new noun
 * in a description therefore fails here until the room can describe it.
 */
const GRAMMAR = (
  'a an the and or but as if of in on into onto at to toward towards from with without by for than ' +
  'under between around along through about over every more most both no only too this that its it ' +
  'his he their your you them there where what one two once itself own'
).split(' ');
const VERBS = (
  'wake beads shivers squats stands line hangs runs waits came lies climb could read stands lain catch ' +
  'leads settle clacks say kept had stepped faces waits abandoned lean are carved stands lead spiral ' +
  'painted glowing stand waiting wait have been'
).split(' ');
const ADJECTIVES_AND_ADVERBS = (
  'cold low iron banded wooden ajar long grey heavy unfinished crooked dark old worn pale open warm ' +
  'away plain full endless half written close narrow faint small round blank softly also well ' +
  'lighted reading mid only out'
).split(' ');
/** Directions are walked, not examined: 'go' takes them. */
const DIRECTIONS = 'north south east west up down back'.split(' ');
/**
 * Nouns of measure, position or figure of speech, not things in the room: "a finger's width",
 * "every inch", "on every side", "in the centre", "at the bottom", "the way you came", "for years",
 * "one life", "unfinished work", "catch your eye", "something to say", "no one".
 */
const NOT_THINGS_IN_THE_ROOM = 'finger width inch side centre bottom way years life work eye something'.split(' ');

const NAMES_NOTHING = new Set([
  ...GRAMMAR,
  ...VERBS,
  ...ADJECTIVES_AND_ADVERBS,
  ...DIRECTIONS,
  ...NOT_THINGS_IN_THE_ROOM,
]);

/** Words as the parser spells an object, a possessive 's dropped ("the writer's own room"). */
function words(text: string): string[] {
  return normaliseAdventureObject(text.replace(/['\u2019]s\b/g, ''))
    .split(' ')
    .filter((word) => word !== '');
}

/** What 'examine' answers in a room: its examine interactions, its scenery, the items lying there. */
function examinableNames(id: AdventureRoomId): string[] {
  const room: AdventureRoom = ADVENTURE_WORLD.rooms[id];
  const interactions = room.interactions.flatMap((interaction) =>
    interaction.matches.filter((command) => command.startsWith('examine ')).map((command) => command.slice(8)),
  );
  const scenery = (room.scenery ?? []).flatMap((thing) => thing.names);
  const items = room.items.flatMap((item) => [item, ...ADVENTURE_WORLD.items[item].aliases]);
  return [...new Set([...interactions, ...scenery, ...items, 'room'])].map(normaliseAdventureObject);
}

/** The examinable names the description mentions (longest first), and the words no name covers. */
function readDescription(id: AdventureRoomId): { mentioned: string[]; uncovered: string[] } {
  const text = words(ADVENTURE_WORLD.rooms[id].description);
  const covered = text.map(() => false);
  const mentioned: string[] = [];
  const names = examinableNames(id).sort((a, b) => b.split(' ').length - a.split(' ').length);
  for (const name of names) {
    const parts = name.split(' ');
    for (let at = 0; at + parts.length <= text.length; at += 1) {
      const here = parts.every((part, offset) => text[at + offset] === part && !covered[at + offset]);
      if (!here) continue;
      parts.forEach((_part, offset) => (covered[at + offset] = true));
      if (!mentioned.includes(name)) mentioned.push(name);
    }
  }
  const uncovered = text.filter((word, index) => !covered[index] && !NAMES_NOTHING.has(word));
  return { mentioned, uncovered: [...new Set(uncovered)] };
}

/**
 * Each room as a player first walks into it on the winning path, carrying what they carry by then.
 * The path does not need the study, so this player looks in on the way to the library's book.
 */
function roomsOnTheWinningPath(): Map<AdventureRoomId, AdventureState> {
  const toTheLibrary = ADVENTURE_WINNING_COMMANDS.indexOf('e') + 1;
  const tour = [
    ...ADVENTURE_WINNING_COMMANDS.slice(0, toTheLibrary),
    'north',
    'south',
    ...ADVENTURE_WINNING_COMMANDS.slice(toTheLibrary),
  ];
  const first = new Map<AdventureRoomId, AdventureState>();
  let state = createAdventure();
  first.set(state.currentRoom, state);
  for (const command of tour) {
    state = applyAdventureCommand(state, command).state;
    if (!first.has(state.currentRoom)) first.set(state.currentRoom, state);
  }
  if (state.status !== 'victory') throw new Error('the tour no longer wins the game');
  return first;
}

/** The same room reached empty-handed, knowing nothing: examining must not need anything. */
function emptyHandedIn(room: AdventureRoomId): AdventureState {
  return { ...createAdventure(), currentRoom: room };
}

const onThePath = roomsOnTheWinningPath();

/** The answers 'examine' gives when it finds nothing to describe. */
function isRefusal(output: readonly string[], name: string): boolean {
  const refusals: string[] = [
    ADVENTURE_MESSAGES.notHere(name),
    ADVENTURE_MESSAGES.cannotYet,
    ADVENTURE_MESSAGES.unknownCommand,
    ADVENTURE_MESSAGES.whatToDo('examine'),
  ];
  return output.length === 0 || refusals.includes(output[0] ?? '');
}

describe('every noun a room mentions can be examined', () => {
  it('the tour along the winning path visits every room', () => {
    expect([...onThePath.keys()].sort()).toEqual([...ADVENTURE_ROOM_IDS].sort());
  });

  it.each(ADVENTURE_ROOM_IDS)('%s: every word of the description names something examinable, or nothing', (id) => {
    expect(readDescription(id).uncovered).toEqual([]);
  });

  it.each(ADVENTURE_ROOM_IDS)('%s: each thing it mentions answers with a description, and costs nothing', (id) => {
    const { mentioned } = readDescription(id);
    expect(mentioned.length).toBeGreaterThan(3);
    for (const [how, state] of [
      ['on the winning path', onThePath.get(id) ?? createAdventure()],
      ['empty-handed', emptyHandedIn(id)],
    ] as const) {
      for (const name of mentioned) {
        const result = applyAdventureCommand(state, `examine ${name}`);
        expect(isRefusal(result.output, name), `${id}, ${how}: examine ${name} -> ${result.output[0]}`).toBe(false);
        expect(result.state.inspiration).toBe(state.inspiration);
        // 'look at' is the same question.
        expect(applyAdventureCommand(state, `look at the ${name}`).output).toEqual(result.output);
      }
    }
  });

  it("describes the writer's bookshelves: they lean close", () => {
    const room = onThePath.get('lockedRoom')!;
    const result = applyAdventureCommand(room, 'examine bookshelves');
    expect(result.output).toEqual([ADVENTURE_WORLD.rooms.lockedRoom.scenery?.[1]?.text]);
    expect(result.output[0]).toMatch(/books/);
    expect(result.events).toEqual([]);
  });

  it('describes the carved walls in the dark, and reads them by torchlight', () => {
    const dark = applyAdventureCommand(emptyHandedIn('secretPassage'), 'examine walls');
    expect(dark.output[0]).toMatch(/too faint to make out/);
    expect(dark.events).toEqual([]);
    const lit = applyAdventureCommand(onThePath.get('secretPassage')!, 'examine walls');
    expect(lit.output[0]).toBe(ADVENTURE_WORLD.rooms.secretPassage.interactions[0]?.text);
    expect(lit.events).toContainEqual({ type: 'learned', flag: 'writing_truth' });
  });

  it('still says so when a thing is not there', () => {
    const result = applyAdventureCommand(createAdventure(), 'examine bookshelves');
    expect(result.output).toEqual([ADVENTURE_MESSAGES.notHere('bookshelves')]);
    expect(result.state.inspiration).toBe(100);
  });
});
