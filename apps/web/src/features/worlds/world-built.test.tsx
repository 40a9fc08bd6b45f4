import { MAIN_WORLD_NAME, type World, type WorldDoc } from '@authentic/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { storeSignedInSession } from '../../test/session';
import { stubWorldServer } from '../../test/worlds-test-server';
import { worldBuiltSummary } from './world-built-summary';
import { WORLD_PAGE_TEXTS as T } from './world-page-texts';
import { generatedWorld } from './world-test-data';

const grass = (width: number, height: number, portal: [number, number]) =>
  Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => (x === portal[0] && y === portal[1] ? '5' : '0')).join(''),
  );

/** A meadow with the way back and a portal down to a cave; the cave has a portal up again and Ada Lovelace. */
const BUILT: WorldDoc = {
  format: 1,
  spawn: { mapId: 'main', x: 1, y: 1 },
  maps: [
    {
      id: 'main',
      name: 'Meadow',
      rows: grass(20, 15, [18, 13]).map((row, y) => (y === 2 ? `${row.slice(0, 5)}5${row.slice(6)}` : row)),
      portals: [
        { x: 18, y: 13, to: 'exit' },
        { x: 5, y: 2, to: { mapId: 'cave', x: 1, y: 1 } },
      ],
      edges: {},
      npcs: [{ npcId: 'guide', x: 3, y: 3 }],
      artifactSpots: [],
    },
    {
      id: 'cave',
      name: 'Cave',
      rows: grass(8, 10, [6, 8]),
      portals: [{ x: 6, y: 8, to: { mapId: 'main', x: 1, y: 1 } }],
      edges: {},
      npcs: [{ npcId: 'ada_lovelace', x: 2, y: 2 }],
      artifactSpots: [],
    },
  ],
};

/** The world page with the world server stubbed, and GET /play answering `play` (or 404 when null). */
function openWorld(play: { doc: WorldDoc; version: number } | null, fields: Partial<World> = {}) {
  const world = generatedWorld(fields);
  stubWorldServer({ worlds: [world] });
  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (new URL(input, 'http://localhost').pathname !== `/api/worlds/${world.id}/play`) return inner(input, init);
      const body = play ? { success: true, ...play } : { success: false, message: 'Resource not found' };
      return new Response(JSON.stringify(body), { status: play ? 200 : 404 });
    }),
  );
  storeSignedInSession();
  renderApp(`/world/${world.id}`);
}

describe("the world page's 'What was built' (issue 36)", () => {
  beforeEach(() => void vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the published maps with their sizes, the portals between them and the way back, and the NPCs', async () => {
    openWorld({ doc: BUILT, version: 4 });
    const built = await screen.findByRole('region', { name: T.built });
    expect(within(built).getByText(T.builtVersion(4))).toBeInTheDocument();
    const maps = within(built).getByRole('list', { name: T.builtMaps(2) });
    expect(
      within(maps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Meadow ${T.mapSize(20, 15)}`, `Cave ${T.mapSize(8, 10)}`]);
    const portals = within(built).getByRole('list', { name: T.builtPortals });
    expect(
      within(portals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Meadow → ${MAIN_WORLD_NAME}`, 'Meadow → Cave', 'Cave → Meadow']);
    const npcs = within(built).getByRole('list', { name: T.builtNpcs });
    expect(
      within(npcs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([T.npcOnMap('Guide', 'Meadow'), T.npcOnMap('Ada Lovelace', 'Cave')]);
    expect(within(built).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it.each([
    ['no version is published', { doc: BUILT, version: 0 }],
    ['the world cannot be played', null],
  ])('shows nothing of it when %s', async (_, play) => {
    openWorld(play);
    await screen.findByRole('heading', { level: 1, name: 'Lantern Vale' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: T.built })).toBeNull();
  });

  it('counts several portals the same way once', () => {
    const twice: WorldDoc = {
      ...BUILT,
      maps: [{ ...BUILT.maps[0]!, portals: [...BUILT.maps[0]!.portals, { x: 5, y: 2, to: 'exit' }] }, BUILT.maps[1]!],
    };
    expect(worldBuiltSummary(twice).portals).toEqual([
      { from: 'Meadow', to: MAIN_WORLD_NAME },
      { from: 'Meadow', to: 'Cave' },
      { from: 'Cave', to: 'Meadow' },
    ]);
  });

  const ART: WorldDoc = {
    ...BUILT,
    tilesets: [
      {
        id: '6f1c2a4e-9b1d-4c8e-a7f0-2d3b4c5d6e7f',
        url: '/uploads/town.png',
        name: 'Town tiles',
        imageWidth: 32,
        imageHeight: 16,
        tileWidth: 16,
        tileHeight: 16,
        margin: 0,
        spacing: 0,
        columns: 2,
        tileCount: 2,
        tiles: [],
      },
    ],
  };

  it("shows the world's own tilesets, which another player may report and its maker may not", async () => {
    openWorld({ doc: ART, version: 2 }, { creator: { id: 'u-maker', username: 'maker' } });
    const built = await screen.findByRole('region', { name: T.built });
    const tilesets = within(built).getByRole('list', { name: T.builtTilesets });
    expect(within(tilesets).getByRole('img', { name: T.tilesetImage('Town tiles') })).toHaveAttribute(
      'src',
      '/uploads/town.png',
    );
    expect(
      within(tilesets).getByRole('button', { name: `Report ${T.reportTileset('Town tiles')}` }),
    ).toBeInTheDocument();
  });

  it('offers its maker no report of their own art', async () => {
    openWorld({ doc: ART, version: 2 });
    const built = await screen.findByRole('region', { name: T.built });
    const tilesets = within(built).getByRole('list', { name: T.builtTilesets });
    expect(within(tilesets).queryByRole('button')).toBeNull();
  });
});
