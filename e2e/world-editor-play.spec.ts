import { MAIN_WORLD_NAME, MAP_MESSAGES, type WorldDoc } from '@authentic/core';
import { expect, test } from './fixtures';
import { location, walkOnArea, type WalkArea } from './game-path';
import { createWorldThroughPage, newPlayer, registerThroughUi } from './helpers';

/** A map of grass with the given cells changed, as a document's rows. */
function rows(width: number, height: number, cells: Record<string, string>): string[] {
  return Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => cells[`${x},${y}`] ?? '0').join(''),
  );
}

const MEADOW = 'Painted Meadow';
const CAVE = 'Quiet Cave';

/** Two maps: a wall beside the spawn, a portal down to the cave, and the way out in the cave. */
const DOC: WorldDoc = {
  format: 1,
  spawn: { mapId: 'main', x: 1, y: 1 },
  maps: [
    {
      id: 'main',
      name: MEADOW,
      rows: rows(10, 8, { '3,1': '1', '1,4': '5' }),
      portals: [{ x: 1, y: 4, to: { mapId: 'cave', x: 2, y: 2 } }],
      edges: {},
      npcs: [],
      artifactSpots: [],
    },
    {
      id: 'cave',
      name: CAVE,
      rows: rows(8, 8, { '5,5': '5', '0,0': '4' }),
      portals: [{ x: 5, y: 5, to: 'exit' }],
      edges: {},
      npcs: [],
      artifactSpots: [],
    },
  ],
};

const area = (index: number): WalkArea => ({
  name: DOC.maps[index]!.name,
  grid: DOC.maps[index]!.rows.map((row) => [...row].map(Number)),
  npcs: [],
});

/** Issue 25: /game/{id} plays the published version — its maps, walls, portals between maps and way out. */
test('a published two-map world plays at /game/{id}: a painted wall stops the player, a portal leads to the other map', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = newPlayer();
  await registerThroughUi(page, player);
  const id = await createWorldThroughPage(page, {
    name: `Painted ${player.username.slice(-5)}`,
    description: 'Two maps painted by hand, a meadow and a cave.',
    mapType: 'fantasy',
  });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const saved = await page.request.put(`/api/worlds/${id}/doc`, {
    headers: { authorization: `Bearer ${token}` },
    data: { doc: DOC, baseVersion: 0, publish: true },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/game/${id}`);
  await expect(location(page)).toHaveText(`${MEADOW}, row 1, column 1`, { timeout: 15_000 });
  await walkOnArea(page, area(0), { x: 1, y: 1 }, { x: 2, y: 1 });
  // Right runs into the painted wall at column 3; down then goes from column 2, where it stopped.
  await page.keyboard.press('ArrowRight');
  // The bump locks input for 150 ms, as a step does: Down is pressed again only while the character
  // still stands at column 2 (a press the lock swallowed), never once it has moved — and without the
  // wall it would stand at column 3 and never reach row 2, column 2.
  await expect(async () => {
    if ((await location(page).textContent()) === `${MEADOW}, row 1, column 2`) await page.keyboard.press('ArrowDown');
    await expect(location(page)).toHaveText(`${MEADOW}, row 2, column 2`, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  // The portal at row 4 leads to the cave, taken on stepping.
  await walkOnArea(page, area(0), { x: 2, y: 2 }, { x: 1, y: 4 }, `${CAVE}, row 2, column 2`);
  await expect(location(page)).toHaveText(`${CAVE}, row 2, column 2`);
  await walkOnArea(page, area(1), { x: 2, y: 2 }, { x: 5, y: 5 });
  await expect(page.getByText(MAP_MESSAGES.returnTo(MAIN_WORLD_NAME))).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/game$/);
});
