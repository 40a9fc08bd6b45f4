import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeNpcAvatar,
  NPC_AVATAR_MESSAGES,
  SAFETY_MESSAGES,
  STORIES_API,
  STORY_LIMITS,
  STORY_MESSAGES,
  STORY_TAG_NAMES,
  storyStateResponseSchema,
  storyStatsResponseSchema,
  storyTurnResponseSchema,
  worldDocProblemsResponseSchema,
  worldDocResponseSchema,
  worldResponseSchema,
  worldStoryResponseSchema,
  type WorldDoc,
} from '@authentic/core';
import { worldMap } from '../../realtime/places.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** Two characters who share a variable, a book, a quest, an item, a door and a loop that never ends. */
const STORY = `VAR trusted = false
=== ada ===
Hello, traveller. # emote: wave
* [I can be trusted] Then take this. # give: Old Key
  ~ trusted = true
  Open the gate for them. # open: 3,1
* [Leave me be] As you wish.
- -> END
=== bob ===
{trusted: Ada trusts you, so I do too. # quest: Earn trust|I do not know you.}
-> END
=== diary ===
Day one: nothing happened.
-> END
=== spin ===
- (top)
-> top
`;

/** A 10×10 grass map with its way out, two named NPCs bound to knots, a book, and the story. */
function storyWorld(source: string | null, extra: Partial<WorldDoc['maps'][number]> = {}): WorldDoc {
  const rows = Array.from({ length: 10 }, (_, y) =>
    Array.from({ length: 10 }, (_, x) => (x === 8 && y === 8 ? '5' : '0')).join(''),
  );
  return {
    format: 1,
    spawn: { mapId: 'main', x: 1, y: 1 },
    maps: [
      {
        id: 'main',
        name: 'Village',
        rows,
        portals: [{ x: 8, y: 8, to: 'exit' }],
        edges: {},
        npcs: [
          { npcId: 'guide', x: 2, y: 2, name: 'Ada', knot: 'ada' },
          { npcId: 'oscar_wilde', x: 5, y: 5, name: 'Bob', knot: 'bob' },
          { npcId: 'john_muir', x: 6, y: 2, name: 'Spinner', knot: 'spin' },
        ],
        artifactSpots: [],
        books: [{ x: 4, y: 4, knot: 'diary', title: 'A diary' }],
        ...extra,
      },
    ],
    ...(source !== null && { story: { source } }),
  };
}

/** Ink stories in worlds (decision 0283), on whichever database the suite runs. */
describe('/api/worlds/{id}/story', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let owner: Player;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000', WORD_FILTER_EXTRA: 'zorblax' } });
    call = callerOf(t.app);
    owner = await registerPlayer(t.app);
  });
  afterAll(() => t.close());

  const newWorld = async () => {
    const res = await call('POST', '/api/worlds', owner.token, {
      name: 'Story Village',
      description: 'A village with a story.',
      mapType: 'fantasy',
      isPublic: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return worldResponseSchema.parse(res.json()).world.id;
  };
  const save = (worldId: string, doc: WorldDoc, publish = true) =>
    call('PUT', `/api/worlds/${worldId}/doc`, owner.token, { doc, baseVersion: 0, force: true, publish });
  const problemsOf = (res: Awaited<ReturnType<typeof save>>) => {
    expect(res.statusCode, res.body).toBe(400);
    return worldDocProblemsResponseSchema.parse(res.json()).problems;
  };
  let published: string;
  const publishedWorld = async () => {
    if (published) return published;
    const worldId = await newWorld();
    const res = await save(worldId, storyWorld(STORY));
    expect(res.statusCode, res.body).toBe(200);
    published = worldId;
    return worldId;
  };
  const talk = (worldId: string, player: Player, knot: string) =>
    call('POST', STORIES_API.talk(worldId), player.token, { knot });
  const choose = (worldId: string, player: Player, index: number) =>
    call('POST', STORIES_API.choose(worldId), player.token, { index });

  it('refuses a story that does not compile, with each error and its line', async () => {
    const res = await save(
      await newWorld(),
      storyWorld(
        '=== ada ===\nHi\n{nothing}\n-> END\n=== bob ===\nx\n-> END\n=== diary ===\n-> END\n=== spin ===\n-> END\n',
      ),
    );
    const problems = problemsOf(res);
    expect(res.json().message).toBe(STORY_MESSAGES.invalid);
    expect(problems).toContainEqual({
      code: 'story',
      line: 3,
      message: STORY_MESSAGES.atLine(3, 'Unresolved variable: nothing'),
    });
  });

  it('refuses a story too large, before compiling it', async () => {
    const source = `=== ada ===\n${'A long line of words. '.repeat(STORY_LIMITS.sourceBytes / 20)}\n-> END\n`;
    const res = await save(await newWorld(), storyWorld(source));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(STORY_MESSAGES.sourceTooLarge);
  });

  it('refuses a story that compiles past its limit, and a computed tag', async () => {
    const choices = Array.from({ length: 1000 }, (_, i) => `* c${i}`).join('\n');
    const big = problemsOf(await save(await newWorld(), storyWorld(`${STORY}=== many ===\n${choices}\n- -> END\n`)));
    expect(big.map((problem) => problem.message)).toEqual([STORY_MESSAGES.compiledTooLarge]);
    const computed = STORY.replace('# give: Old Key', '# give: {trusted}');
    const dynamic = problemsOf(await save(await newWorld(), storyWorld(computed)));
    expect(dynamic.map((problem) => problem.message)).toEqual([STORY_MESSAGES.dynamicTag]);
  });

  it('passes the story, its characters’ names and its books’ titles through the word filter', async () => {
    const worldId = await newWorld();
    const flagged = await save(worldId, storyWorld(STORY.replace('nothing happened', 'zorblax happened')));
    expect(flagged.statusCode).toBe(400);
    expect(flagged.json().message).toBe(SAFETY_MESSAGES.wordFilter('story'));
    const book = storyWorld(STORY, { books: [{ x: 4, y: 4, knot: 'diary', title: 'Zorblax' }] });
    expect((await save(worldId, book)).json().message).toBe(SAFETY_MESSAGES.wordFilter('title of book 1 of map 1'));
  });

  it('refuses an unknown tag, naming it and the allowed ones', async () => {
    const source = STORY.replace('# emote: wave', '# author: Somebody');
    const problems = problemsOf(await save(await newWorld(), storyWorld(source)));
    expect(problems.map((problem) => problem.message)).toEqual([STORY_MESSAGES.unknownTag('author', STORY_TAG_NAMES)]);
  });

  it('refuses an NPC or a book bound to a knot the story lacks, and knots with no story', async () => {
    const worldId = await newWorld();
    const unbound = storyWorld(STORY, { books: [{ x: 4, y: 4, knot: 'letter', title: 'A letter' }] });
    const problems = problemsOf(await save(worldId, unbound));
    expect(problems).toEqual([
      {
        code: 'story',
        message: STORY_MESSAGES.unknownKnot(STORY_MESSAGES.bookTitled('A letter'), 'letter'),
        mapId: 'main',
        x: 4,
        y: 4,
      },
    ]);
    const none = problemsOf(await save(worldId, storyWorld(null)));
    expect(none[0]?.message).toBe(STORY_MESSAGES.noStory(STORY_MESSAGES.npcNamed('Ada'), 'ada'));
  });

  it("keeps a character's drawn look, and refuses one whose letters do not fit its colours (decision 0299)", async () => {
    const worldId = await newWorld();
    const avatar = encodeNpcAvatar(16, [...Array<string | null>(200).fill(null), ...Array(56).fill('#f4b41b')])!;
    const drawn = storyWorld(STORY);
    drawn.maps[0]!.npcs[0] = { ...drawn.maps[0]!.npcs[0]!, avatar };
    expect((await save(worldId, drawn)).statusCode).toBe(200);
    const kept = worldDocResponseSchema.parse((await call('GET', `/api/worlds/${worldId}/doc`, owner.token)).json());
    expect(kept.doc.maps[0]!.npcs[0]!.avatar).toEqual(avatar);
    // A letter naming a colour the look does not have.
    drawn.maps[0]!.npcs[0] = {
      ...drawn.maps[0]!.npcs[0]!,
      avatar: { ...avatar, pixels: `Z${avatar.pixels.slice(1)}` },
    };
    const refused = await save(worldId, drawn);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(NPC_AVATAR_MESSAGES.shape);
  });

  it('serves the published compiled story to guests, and 404 for a world without one', async () => {
    const worldId = await publishedWorld();
    const res = await call('GET', STORIES_API.story(worldId));
    expect(res.statusCode, res.body).toBe(200);
    const story = worldStoryResponseSchema.parse(res.json());
    expect(story.knots).toEqual(['ada', 'bob', 'diary', 'spin']);
    expect(JSON.parse(story.compiled)).toHaveProperty('inkVersion');
    const plain = await newWorld();
    const none = await call('GET', STORIES_API.story(plain));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(STORY_MESSAGES.none);
  });

  it('lets a player walk through a wall cell the story opens, and through no other wall', async () => {
    const worldId = await newWorld();
    const walled = storyWorld(STORY);
    // A wall down column 3 for the top three rows: the story's door is its cell (3, 1).
    const map = walled.maps[0]!;
    map.rows = map.rows.map((row, y) => (y < 3 ? `${row.slice(0, 3)}1${row.slice(4)}` : row));
    expect((await save(worldId, walled)).statusCode).toBe(200);
    const place = await worldMap(t.database.db, worldId, worldId, null);
    expect(place).not.toBeNull();
    expect(place!.atlas.move(worldId, { x: 2, y: 1 }, 'right')).toMatchObject({ ok: true, position: { x: 3, y: 1 } });
    expect(place!.atlas.move(worldId, { x: 2, y: 2 }, 'right')).toMatchObject({ ok: false });
  });

  it('plays a talk and a choice, keeps the item and the door, and refuses a choice not on offer', async () => {
    const worldId = await publishedWorld();
    const player = await registerPlayer(t.app);
    const first = storyTurnResponseSchema.parse((await talk(worldId, player, 'ada')).json());
    expect(first.lines).toEqual([{ text: 'Hello, traveller.', tags: ['emote: wave'] }]);
    expect(first.choices.map((choice) => choice.text)).toEqual(['I can be trusted', 'Leave me be']);
    expect(first.effects).toEqual([{ kind: 'emote', emote: 'wave' }]);

    const beyond = await choose(worldId, player, 2);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(STORY_MESSAGES.notAChoice);

    const second = storyTurnResponseSchema.parse((await choose(worldId, player, 0)).json());
    expect(second.effects).toEqual([
      { kind: 'give', item: 'Old Key', count: 1 },
      { kind: 'open', mapId: 'main', x: 3, y: 1 },
    ]);
    expect(second.ended).toBe(true);
    const again = await choose(worldId, player, 0);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(STORY_MESSAGES.nothingToChoose);

    const state = storyStateResponseSchema.parse((await call('GET', STORIES_API.state(worldId), player.token)).json());
    expect(state).toMatchObject({
      knot: null,
      choices: [],
      inventory: [{ item: 'Old Key', count: 1 }],
      doors: [{ mapId: 'main', x: 3, y: 1, open: true }],
    });
  });

  it('refuses a knot no character or book tells', async () => {
    const worldId = await publishedWorld();
    const player = await registerPlayer(t.app);
    const res = await call('POST', STORIES_API.talk(worldId), player.token, { knot: 'nowhere' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STORY_MESSAGES.notBound('nowhere'));
    expect((await call('POST', STORIES_API.talk(worldId), undefined, { knot: 'ada' })).statusCode).toBe(401);
  });

  it('lets two characters share a variable: a choice at one changes the other’s line', async () => {
    const worldId = await publishedWorld();
    const player = await registerPlayer(t.app);
    const stranger = storyTurnResponseSchema.parse((await talk(worldId, player, 'bob')).json());
    expect(stranger.lines.map((line) => line.text)).toEqual(['I do not know you.']);
    await talk(worldId, player, 'ada');
    await choose(worldId, player, 0);
    const friend = storyTurnResponseSchema.parse((await talk(worldId, player, 'bob')).json());
    expect(friend.lines.map((line) => line.text)).toEqual(['Ada trusts you, so I do too.']);
    expect(friend.effects).toEqual([{ kind: 'quest', quest: 'Earn trust', first: true }]);
    const twice = storyTurnResponseSchema.parse((await talk(worldId, player, 'bob')).json());
    expect(twice.effects).toEqual([{ kind: 'quest', quest: 'Earn trust', first: false }]);
  });

  it('counts talks and quest completions for the owner only', async () => {
    const worldId = await publishedWorld();
    const player = await registerPlayer(t.app);
    await talk(worldId, player, 'ada');
    await choose(worldId, player, 0);
    await talk(worldId, player, 'bob');
    const res = await call('GET', STORIES_API.stats(worldId), owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const stats = storyStatsResponseSchema.parse(res.json());
    expect(stats.quests.find((quest) => quest.quest === 'Earn trust')?.completions).toBeGreaterThanOrEqual(2);
    const bob = stats.talks.find((row) => row.knot === 'bob');
    expect(bob?.players).toBeGreaterThanOrEqual(2);
    const page = worldResponseSchema.parse((await call('GET', `/api/worlds/${worldId}`)).json()).world;
    expect(page.storyQuestsCompleted).toBe(stats.quests.reduce((sum, quest) => sum + quest.completions, 0));
    const other = await call('GET', STORIES_API.stats(worldId), player.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(STORY_MESSAGES.ownerOnly);
  });

  it('stops a story that goes round in circles within its budget while /api/health answers', async () => {
    const worldId = await publishedWorld();
    const player = await registerPlayer(t.app);
    const started = performance.now();
    const turn = talk(worldId, player, 'spin');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const res = await turn;
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(STORY_MESSAGES.overBudget);
    expect(performance.now() - started).toBeLessThan(STORY_LIMITS.turnMs + 4000);
    // The thread is free again: the next turn plays.
    expect((await talk(worldId, player, 'diary')).statusCode).toBe(200);
  });

  it('after a new story is published, refuses a choice waiting from the old one and keeps what ink can read', async () => {
    const worldId = await newWorld();
    expect((await save(worldId, storyWorld(STORY))).statusCode).toBe(200);
    const player = await registerPlayer(t.app);
    await talk(worldId, player, 'ada');
    await choose(worldId, player, 0);
    await talk(worldId, player, 'ada');
    const saved = await save(worldId, storyWorld(`${STORY}=== epilogue ===\nThe end.\n-> END\n`), false);
    expect(saved.statusCode, saved.body).toBe(200);
    const version = saved.json().version as number;
    const published = await call('POST', `/api/worlds/${worldId}/publish`, owner.token, { version });
    expect(published.statusCode, published.body).toBe(200);
    expect(worldStoryResponseSchema.parse((await call('GET', STORIES_API.story(worldId))).json()).knots).toContain(
      'epilogue',
    );

    const stale = await choose(worldId, player, 0);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(STORY_MESSAGES.conversationGone);
    const bob = storyTurnResponseSchema.parse((await talk(worldId, player, 'bob')).json());
    expect(bob.lines.map((line) => line.text)).toEqual(['Ada trusts you, so I do too.']);
  });

  it('is described in the OpenAPI document, with its request bodies', async () => {
    const document = (await call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const base = '/api/worlds/{worldId}/story';
    expect(Object.keys(document.paths[base] ?? {})).toContain('get');
    for (const path of ['/state', '/stats']) expect(Object.keys(document.paths[base + path] ?? {})).toContain('get');
    for (const path of ['/talk', '/choose']) expect(document.paths[base + path]?.post?.requestBody).toBeDefined();
  });

  it('leaves experience, level and achievements as they were', async () => {
    const worldId = await publishedWorld();
    const player = await registerPlayer(t.app);
    const before = (await call('GET', '/api/users/game-state', player.token)).json();
    await talk(worldId, player, 'ada');
    await choose(worldId, player, 0);
    await talk(worldId, player, 'bob');
    await talk(worldId, player, 'diary');
    const after = (await call('GET', '/api/users/game-state', player.token)).json();
    expect(after).toEqual(before);
  });
});
