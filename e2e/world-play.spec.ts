import {
  GAME_SCREEN_MESSAGES,
  generateWorldMap,
  MAIN_WORLD_NAME,
  MAP_MESSAGES,
  NPC_TALK_RANGE_TILES,
  worldAtlas,
  type Position,
  type WorldDoc,
} from '@authentic/core';
import { expect, test } from './fixtures';
import { location, walkOnArea, type WalkArea } from './game-path';
import { createWorldThroughPage, getAsPlayer, newPlayer, registerThroughUi } from './helpers';

/** The ground of a world as the game builds it: the same generator, the same NPCs. */
function worldArea(id: string, name: string) {
  const map = generateWorldMap('fantasy', id);
  const area: WalkArea = { name, grid: map.data, npcs: worldAtlas({ id, name, map }).npcs(id) };
  return { map, area };
}

/**
 * A cell near the spawn where no NPC can come within talk range, however it patrols: E there makes
 * an artifact rather than greeting someone who wandered close (the world's NPC patrols at random).
 */
function quietCellNear(area: WalkArea, spawn: Position, portal: Position): Position {
  const outOfReach = (cell: Position) =>
    area.npcs.every((npc) => {
      const box = npc.patrolArea ?? { startX: npc.position.x, startY: npc.position.y, width: 1, height: 1 };
      const dx = Math.max(box.startX - cell.x, 0, cell.x - (box.startX + box.width - 1));
      const dy = Math.max(box.startY - cell.y, 0, cell.y - (box.startY + box.height - 1));
      return Math.hypot(dx, dy) > NPC_TALK_RANGE_TILES;
    });
  const seen = new Set([`${spawn.x},${spawn.y}`]);
  const queue = [spawn];
  while (queue.length) {
    const cell = queue.shift()!;
    if ((cell.x !== spawn.x || cell.y !== spawn.y) && outOfReach(cell)) return cell;
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ] as const) {
      const next = { x: cell.x + dx, y: cell.y + dy };
      const tile = area.grid[next.y]?.[next.x];
      const key = `${next.x},${next.y}`;
      if (seen.has(key) || !(tile === 0 || tile === 3) || (next.x === portal.x && next.y === portal.y)) continue;
      seen.add(key);
      queue.push(next);
    }
  }
  return firstStepHome(area, spawn, portal);
}

/** A cell next to the spawn one can walk to (the first step of the path home). */
function firstStepHome(area: WalkArea, spawn: Position, portal: Position): Position {
  for (const cell of [
    { x: spawn.x + 1, y: spawn.y },
    { x: spawn.x, y: spawn.y + 1 },
    { x: spawn.x, y: spawn.y - 1 },
  ]) {
    const tile = area.grid[cell.y]?.[cell.x];
    if ((tile === 0 || tile === 3) && (cell.x !== portal.x || cell.y !== portal.y)) return cell;
  }
  return spawn;
}

test('a player plays their own world at /game/{id}: walks it, makes an artifact there, comes back to where they stood, and takes the portal home', async ({
  page,
  hasTouch,
}) => {
  // Three game loads and two walks, one careful step at a time.
  test.setTimeout(120_000);
  const player = newPlayer();
  await registerThroughUi(page, player);
  const name = `Meadow ${player.username.slice(-5)}`;
  const id = await createWorldThroughPage(page, {
    name,
    description: 'An open meadow with a sandy path and a portal home.',
    mapType: 'fantasy',
  });
  const { map, area } = worldArea(id, name);

  await page.goto(`/game/${id}`);
  await expect(page).toHaveTitle(new RegExp(name));
  await expect(location(page)).toHaveText(`${name}, row ${map.spawn.y}, column ${map.spawn.x}`, { timeout: 15_000 });

  // The World Map button shows this world at a glance: its weather, characters and the way home.
  await page.getByRole('button', { name: 'World Map' }).click();
  const overview = page.getByRole('dialog', { name });
  await expect(overview).toContainText('°C');
  await expect(overview).toContainText(map.npcs[0]?.name ?? '');
  await expect(overview).toContainText(`row ${map.returnPortal.y}, column ${map.returnPortal.x}`);
  await page.keyboard.press('Escape');
  await expect(overview).toBeHidden();

  // A step, then E: an artifact made here belongs to this world.
  const stand = await walkOnArea(page, area, map.spawn, quietCellNear(area, map.spawn, map.returnPortal));
  await page.keyboard.press('e');
  const form = page.getByRole('dialog', { name: 'Create Artifact' });
  // The form's code loads when first opened: on a busy machine that can take more than 10 s.
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form).toContainText(name);
  const artifact = `Seed ${player.username.slice(-5)}`;
  await form.getByLabel('Name').fill(artifact);
  await form.getByLabel('Description').fill('A seed from the meadow, kept for another spring.');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: `Interact with ${artifact}` })).toBeVisible();

  // The server keeps where the player stands in this world (sent once the character stands still):
  // a reload comes back to that cell.
  await expect
    .poll(async () => ((await getAsPlayer(page, `/api/worlds/${id}/position`)) as { position: unknown }).position, {
      timeout: 15_000,
    })
    .toMatchObject({ x: stand.x, y: stand.y });
  await page.reload();
  await expect(location(page)).toHaveText(`${name}, row ${stand.y}, column ${stand.x}`, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: `Interact with ${artifact}` })).toBeVisible();

  // The dashboard counts the artifact in this world.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText('1 artifact');

  // The portal leads home: Space on it opens the main world.
  await page.goto(`/game/${id}`);
  await expect(location(page)).toHaveText(`${name}, row ${stand.y}, column ${stand.x}`, { timeout: 15_000 });
  await walkOnArea(page, area, stand, map.returnPortal);
  const prompt = MAP_MESSAGES.returnTo(MAIN_WORLD_NAME);
  await expect(page.getByText(hasTouch ? GAME_SCREEN_MESSAGES.portalPromptTouch(prompt) : prompt)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/game$/);
  await expect(location(page)).toHaveText(/^Overworld, row 1, column 1$/, { timeout: 15_000 });
});

test('a world nobody can see reads World not found on the game screen', async ({ page }) => {
  await registerThroughUi(page, newPlayer());
  await page.goto('/game/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'World not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
});

/** A one-map world document of grass with its way out at (8, 6), and the given walls and spawn. */
function meadowDoc(spawn: Position, walls: Position[]): WorldDoc {
  const wall = new Set(walls.map(({ x, y }) => `${x},${y}`));
  return {
    format: 1,
    spawn: { mapId: 'main', ...spawn },
    maps: [
      {
        id: 'main',
        name: 'Live Meadow',
        rows: Array.from({ length: 8 }, (_, y) =>
          Array.from({ length: 10 }, (_, x) => (x === 8 && y === 6 ? '5' : wall.has(`${x},${y}`) ? '1' : '0')).join(''),
        ),
        portals: [{ x: 8, y: 6, to: 'exit' }],
        edges: {},
        npcs: [],
        artifactSpots: [],
      },
    ],
  };
}

/** Issue 25: publishing reaches the players inside — they get the new map, at the spawn if their cell is gone. */
test('a player inside a world sees its newly published version at once, moved to the spawn when walled in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = newPlayer();
  await registerThroughUi(page, player);
  const id = await createWorldThroughPage(page, {
    name: `Live ${player.username.slice(-5)}`,
    description: 'A meadow its maker changes while someone walks it.',
    mapType: 'fantasy',
  });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const put = (doc: WorldDoc, baseVersion: number) =>
    page.request.put(`/api/worlds/${id}/doc`, {
      headers: { authorization: `Bearer ${token}` },
      data: { doc, baseVersion, publish: true },
    });
  const first = await put(meadowDoc({ x: 1, y: 1 }, []), 0);
  expect(first.status()).toBe(200);
  const { version } = (await first.json()) as { version: number };

  await page.goto(`/game/${id}`);
  await expect(location(page)).toHaveText('Live Meadow, row 1, column 1', { timeout: 15_000 });
  // The maker walls the player's cell in and moves the spawn.
  expect((await put(meadowDoc({ x: 4, y: 5 }, [{ x: 1, y: 1 }]), version)).status()).toBe(200);
  await expect(page.getByText('This world was just updated.')).toBeVisible({ timeout: 15_000 });
  await expect(location(page)).toHaveText('Live Meadow, row 5, column 4');
});
