import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '../messages/stories.js';
import { WORLD_CHECK_MESSAGES } from '../messages/world-builder.js';
import { checkWorldDoc } from '../worlds/world-doc-check.js';
import { EMOTES } from '../presence/protocol.js';
import { worldDocSchema } from '../worlds/world-doc.js';
import { STORY_LIMITS, utf8Bytes } from './story-limits.js';
import { storyJsonTags } from './story-json-tags.js';
import { storyTurnEffects } from './story-effects.js';
import { parseStoryTag, STORY_TAG_NAMES, storyTagProblems } from './story-tags.js';

describe('parseStoryTag', () => {
  it.each([
    ['give: Old Key', { kind: 'give', item: 'Old Key' }],
    ['  quest:  Find the well ', { kind: 'quest', quest: 'Find the well' }],
    ['open: 3,4', { kind: 'open', x: 3, y: 4 }],
    ['close: 10 , 200', { kind: 'close', x: 10, y: 200 }],
    ['walk: 0,1', { kind: 'walk', x: 0, y: 1 }],
    ['emote: wave', { kind: 'emote', emote: 'wave' }],
    ['Emote: Heart', { kind: 'emote', emote: 'heart' }],
  ])('reads %j', (text, tag) => {
    expect(parseStoryTag(text)).toEqual({ ok: true, tag });
  });

  it('refuses an unknown tag by its name and lists the allowed ones', () => {
    const result = parseStoryTag('author: Jo');
    expect(result).toEqual({ ok: false, message: STORY_MESSAGES.unknownTag('author', STORY_TAG_NAMES) });
    expect(result.ok || result.message).toContain("'author'");
    expect(result.ok || result.message).toContain('give:, quest:, open:, close:, emote:, walk:');
  });

  it.each(['give:', 'quest:   ', 'open: 3', 'open: a,b', 'walk: 300,1', 'close: -1,2', 'emote: dance'])(
    'refuses %j with the shape it should have',
    (text) => {
      const result = parseStoryTag(text);
      expect(result.ok).toBe(false);
      expect(result.ok || result.message).toMatch(/should read/);
    },
  );

  it('offers every emote of presence and no other', () => {
    for (const emote of EMOTES) expect(parseStoryTag(`emote: ${emote}`).ok).toBe(true);
  });

  it('refuses names longer than the limit', () => {
    expect(parseStoryTag(`give: ${'x'.repeat(STORY_LIMITS.nameMax + 1)}`)).toEqual({
      ok: false,
      message: STORY_MESSAGES.nameTooLong,
    });
  });

  it('lists each refused tag once', () => {
    expect(storyTagProblems(['give: A', 'music', 'music', 'open: x'])).toHaveLength(2);
  });
});

describe('storyJsonTags', () => {
  it('finds tags written as markers and the legacy form, and counts computed ones', () => {
    const json = [
      ['^Hi', '#', '^give: ', '^Key', '/#', '\n', { c: ['#', '^quest: Q', '/#'] }],
      { '#': 'emote: wave' },
      ['#', 'ev', { 'VAR?': 'x' }, 'out', '/ev', '/#'],
    ];
    const { tags, dynamic } = storyJsonTags(json);
    expect(tags.sort()).toEqual(['emote: wave', 'give: Key', 'quest: Q']);
    expect(dynamic).toBe(1);
  });
});

describe('story fields of a world document', () => {
  const doc = (extra: object) => ({
    format: 1,
    spawn: { mapId: 'main', x: 1, y: 1 },
    maps: [{ id: 'main', name: 'Main', rows: Array(8).fill('00000000'), ...extra }],
  });

  it('takes a story, named NPCs bound to knots and books', () => {
    const parsed = worldDocSchema.safeParse({
      ...doc({
        npcs: [{ npcId: 'guide', x: 1, y: 1, name: 'Ada', knot: 'ada_hello' }],
        books: [{ x: 2, y: 2, knot: 'diary', title: 'A diary' }],
      }),
      story: { source: '=== ada_hello ===\nHi\n-> END' },
    });
    expect(parsed.success).toBe(true);
  });

  it('finds a book lying outside its map', () => {
    const world = worldDocSchema.parse({
      ...doc({ books: [{ x: 20, y: 2, knot: 'diary', title: 'A diary' }] }),
      maps: [
        {
          ...doc({}).maps[0],
          rows: Array.from({ length: 8 }, (_, y) => (y === 6 ? '00000050' : '00000000')),
          portals: [{ x: 6, y: 6, to: 'exit' }],
          books: [{ x: 20, y: 2, knot: 'diary', title: 'A diary' }],
        },
      ],
    });
    expect(checkWorldDoc(world)).toEqual([
      { code: 'outside', message: WORLD_CHECK_MESSAGES.outside('story book'), mapId: 'main', x: 20, y: 2 },
    ]);
  });

  it('refuses a knot that is not an ink name, too many books and too long a source', () => {
    expect(worldDocSchema.safeParse(doc({ npcs: [{ npcId: 'guide', x: 1, y: 1, knot: '1 bad' }] })).success).toBe(
      false,
    );
    const books = Array.from({ length: STORY_LIMITS.booksPerMap + 1 }, () => ({ x: 1, y: 1, knot: 'k', title: 'T' }));
    expect(worldDocSchema.safeParse(doc({ books })).success).toBe(false);
    const source = 'é'.repeat(STORY_LIMITS.sourceBytes / 2 + 1);
    expect(utf8Bytes(source)).toBeGreaterThan(STORY_LIMITS.sourceBytes);
    const result = worldDocSchema.safeParse({ ...doc({}), story: { source } });
    expect(result.error?.issues[0]?.message).toBe(STORY_MESSAGES.sourceTooLarge);
  });
});

describe('storyTurnEffects', () => {
  const place = { mapId: 'main', width: 10, height: 8, patrols: [{ startX: 2, startY: 2, width: 3, height: 3 }] };

  it('turns each line’s tags into effects on the map where the story is told', () => {
    const lines = [
      { tags: ['give: Key', 'emote: wave'] },
      { tags: ['open: 9,7', 'close: 10,1', 'quest: Q'] },
      { tags: ['walk: 3,4', 'walk: 6,6', 'author: me'] },
    ];
    expect(storyTurnEffects(lines, place)).toEqual([
      { kind: 'give', item: 'Key' },
      { kind: 'emote', emote: 'wave' },
      { kind: 'open', mapId: 'main', x: 9, y: 7 },
      { kind: 'quest', quest: 'Q' },
      { kind: 'walk', mapId: 'main', x: 3, y: 4 },
    ]);
  });
});
