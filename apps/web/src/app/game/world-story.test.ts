import { describe, expect, it } from 'vitest';
import type { WorldDoc } from '@authentic/core';
import { bookAt, effectNotices, STORY_EMOTE_MS, storyEmotes, storyNpcOf } from './world-story';

const doc = {
  format: 1,
  spawn: { mapId: 'm', x: 0, y: 0 },
  maps: [
    {
      id: 'm',
      name: 'Meadow',
      rows: ['0000', '0000'],
      portals: [],
      edges: {},
      npcs: [
        { npcId: 'guide', x: 0, y: 0, name: 'Ada', knot: 'ada' },
        { npcId: 'guide', x: 3, y: 1 },
      ],
      artifactSpots: [],
      books: [{ x: 2, y: 0, knot: 'diary', title: 'A diary' }],
    },
  ],
} satisfies WorldDoc;

describe("a world's story in the game", () => {
  it('finds the placed NPC of the document nearest where the character stands now', () => {
    expect(storyNpcOf(doc, 'm', { id: 'guide', position: { x: 1, y: 0 } })?.knot).toBe('ada');
    expect(storyNpcOf(doc, 'm', { id: 'guide', position: { x: 3, y: 0 } })?.knot).toBeUndefined();
    expect(storyNpcOf(doc, 'm', { id: 'john_muir', position: { x: 0, y: 0 } })).toBeNull();
  });

  it('finds a book by its cell', () => {
    expect(bookAt(doc, 'm', { x: 2, y: 0 })?.title).toBe('A diary');
    expect(bookAt(doc, 'm', { x: 1, y: 0 })).toBeNull();
  });

  it('tells an item given, a quest done the first time and an emote; a quest done before says nothing', () => {
    expect(
      effectNotices(
        [
          { kind: 'give', item: 'Apple', count: 2 },
          { kind: 'quest', quest: 'Fruit picker', first: true },
          { kind: 'quest', quest: 'Old quest', first: false },
          { kind: 'emote', emote: 'wave' },
        ],
        'Ada',
      ),
    ).toEqual(['You received Apple (×2).', 'Quest completed: Fruit picker', 'Ada waves.']);
  });

  it("shows a character's emote for a while, the latest one only", () => {
    const emotes = storyEmotes();
    emotes.play('guide', { x: 0, y: 0 }, 'wave', 1000);
    emotes.play('guide', { x: 0, y: 0 }, 'heart', 1500);
    emotes.play('john_muir', { x: 3, y: 1 }, 'music', 1500);
    expect(emotes.shown(2000).map((shown) => `${shown.npcId} ${shown.emote}`)).toEqual([
      'guide heart',
      'john_muir music',
    ]);
    expect(emotes.shown(1500 + STORY_EMOTE_MS)).toEqual([]);
  });
});
