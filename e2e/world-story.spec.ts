import { encodeNpcAvatar, WORLD_VISIBILITY_MESSAGES, type Position, type WorldDoc } from '@authentic/core';
import { expect, test } from './fixtures';
import { location, stepTo, type WalkArea, walkOnArea } from './game-path';
import { createWorldThroughPage, newPlayer, registerThroughUi } from './helpers';

/** Two characters share a variable: what one is told, the other remembers; a quest and a book. */
const STORY = `VAR fruit = "none"
=== muir ===
Which fruit do you like best? # emote: wave
* [Apples]
  ~ fruit = "apples"
  Apples it is. # give: Apple
* [Pears]
  ~ fruit = "pears"
  Pears it is, then. # quest: Fruit picker # open: 3,3
- -> END
=== ada ===
{fruit == "none": Talk to Muir first.|So you like {fruit}.}
-> END
=== diary ===
The diary falls open at a page of pressed leaves.
* [Read on] The last page is blank, waiting for you.
- -> END
`;

/** Old Muir wears a look drawn for him (decision 0299): a 16×16 square of one blue. */
const MUIR_BLUE = '#3b5dc9';
const MUIR_LOOK = encodeNpcAvatar(16, Array<string>(256).fill(MUIR_BLUE))!;

const SPAWN: Position = { x: 1, y: 1 };
const MUIR: Position = { x: 2, y: 1 };
const ADA: Position = { x: 7, y: 1 };
const BOOK: Position = { x: 4, y: 5 };
const DOOR: Position = { x: 3, y: 3 };

/**
 * A meadow of grass with its way out at (8, 6), cut by a wall along row 3 but at its east end (the
 * story opens a door in it at (3, 3)): two story characters who stand still, and a book.
 */
function storyDoc(): WorldDoc {
  return {
    format: 1,
    spawn: { mapId: 'main', ...SPAWN },
    maps: [
      {
        id: 'main',
        name: 'Story Meadow',
        rows: Array.from({ length: 8 }, (_, y) =>
          Array.from({ length: 10 }, (_, x) => (x === 8 && y === 6 ? '5' : y === 3 && x < 8 ? '1' : '0')).join(''),
        ),
        portals: [{ x: 8, y: 6, to: 'exit' }],
        edges: {},
        npcs: [
          { npcId: 'john_muir', ...MUIR, name: 'Old Muir', knot: 'muir', avatar: MUIR_LOOK },
          { npcId: 'guide', ...ADA, name: 'Ada', knot: 'ada' },
        ],
        artifactSpots: [],
        books: [{ ...BOOK, knot: 'diary', title: 'A diary' }],
      },
    ],
    story: { source: STORY },
  };
}

const area = (doc: WorldDoc): WalkArea => ({
  name: 'Story Meadow',
  grid: doc.maps[0]!.rows.map((row) => [...row].map(Number)),
  npcs: doc.maps[0]!.npcs.map(({ x, y }) => ({ position: { x, y } })),
});

// A builder's story, told to a second player: a choice remembered by another character across a
// reload, a quest counted on the world's page, a book read to its end. Desktop only (the phone
// project ignores world-* flows: they are the same clicks on every screen).
test("a player talks to a world's story characters, chooses, reloads, is remembered, and reads its book", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const builder = newPlayer();
  await registerThroughUi(page, builder);
  const name = `Tales ${builder.username.slice(-5)}`;
  const id = await createWorldThroughPage(page, {
    name,
    description: 'A meadow that tells a story.',
    mapType: 'fantasy',
  });
  const visibility = page.getByRole('group', { name: WORLD_VISIBILITY_MESSAGES.legend });
  await visibility.getByRole('radio', { name: new RegExp(WORLD_VISIBILITY_MESSAGES.public) }).check();
  await expect(page.getByText(WORLD_VISIBILITY_MESSAGES.saved)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const doc = storyDoc();
  const put = await page.request.put(`/api/worlds/${id}/doc`, {
    headers: { authorization: `Bearer ${token}` },
    data: { doc, baseVersion: 0, publish: true },
  });
  expect(put.status(), await put.text()).toBe(200);

  const context = await browser.newContext();
  const player = await context.newPage();
  await registerThroughUi(player, newPlayer());
  await player.goto(`/game/${id}`);
  await expect(location(player)).toHaveText('Story Meadow, row 1, column 1', { timeout: 20_000 });

  // Old Muir stands beside the spawn: T opens his story, its choices once his lines are read.
  await player.keyboard.press('t');
  const muir = player.getByRole('dialog', { name: 'Old Muir' });
  await expect(muir).toBeVisible({ timeout: 20_000 });
  const portrait = muir.getByRole('img', { name: "Old Muir's portrait" });
  await expect(portrait).toBeVisible();
  // His portrait is the look drawn for him, not the figure's.
  await expect
    .poll(() =>
      portrait.evaluate((canvas: HTMLCanvasElement) => {
        const [r, g, b] = canvas.getContext('2d')!.getImageData(32, 32, 1, 1).data;
        return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
      }),
    )
    .toBe(MUIR_BLUE);
  await expect(muir).toContainText('Which fruit do you like best?');
  await expect(muir.getByRole('button', { name: '2. Pears' })).toBeVisible({ timeout: 20_000 });
  await player.keyboard.press('2');
  await expect(muir).toContainText('Pears it is, then.');
  await expect(player.getByText('Quest completed: Fruit picker')).toBeVisible();
  await muir.getByRole('button', { name: 'Continue' }).click();
  await expect(muir).toBeHidden();

  // A reload, then Ada across the meadow: she knows what Muir was told.
  await player.reload();
  await expect(location(player)).toHaveText('Story Meadow, row 1, column 1', { timeout: 20_000 });
  const beside = await walkOnArea(player, area(doc), SPAWN, { x: ADA.x - 1, y: ADA.y });
  await player.keyboard.press('t');
  const ada = player.getByRole('dialog', { name: 'Ada' });
  await expect(ada).toContainText('So you like pears.', { timeout: 20_000 });
  await player.keyboard.press('Escape');
  await expect(ada).toBeHidden();

  // Muir's answer opened a door in the wall, for this player, kept across the reload: a step goes through.
  await walkOnArea(player, area(doc), beside, { x: DOOR.x, y: DOOR.y - 1 });
  await stepTo(player, 'ArrowDown', `Story Meadow, row ${DOOR.y}, column ${DOOR.x}`);
  // The world's own quest tracker, in its overview (M): the quest Muir's answer completed.
  await player.keyboard.press('m');
  const kept = player.getByRole('region', { name: 'Your story in this world' });
  await expect(kept.getByRole('listitem').filter({ hasText: 'Fruit picker' })).toBeVisible();
  await player.keyboard.press('Escape');
  await expect(kept).toBeHidden();

  // The book lies on the meadow: stepping onto it opens it over the whole screen.
  await walkOnArea(player, area(doc), DOOR, BOOK);
  const book = player.getByRole('dialog', { name: 'A diary' });
  await expect(book).toContainText('The diary falls open at a page of pressed leaves.', { timeout: 20_000 });
  await book.getByLabel(/Type a choice/).fill('read on');
  await book.getByLabel(/Type a choice/).press('Enter');
  await expect(book).toContainText('The last page is blank, waiting for you.');
  await book.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(book).toBeHidden();

  // The world's page counts the quest, and its owner sees the story played.
  await player.goto(`/world/${id}`);
  await expect(player.getByText('Quests completed by players: 1')).toBeVisible();
  await page.goto(`/world/${id}`);
  const played = page.getByRole('region', { name: 'Your story, played' });
  await expect(played).toContainText('Fruit picker: completed once');
  await expect(played).toContainText('muir: 1 talk, 1 player');
  await context.close();
});
