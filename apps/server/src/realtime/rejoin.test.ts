import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BUILT_IN_ATLAS,
  canStandOn,
  PRESENCE_LIMITS,
  WALK_STEP_MS,
  walkableWithin,
  worldResponseSchema,
} from '@authentic/core';
import { listeningApp, overworldCells, PresenceClient } from '../test/presence-client.js';
import { callerOf, registerPlayer } from '../test/users.js';
import { mainMap } from './places.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** The first cell of a main-world map one can stand on that also passes `where`. */
function standableOn(mapId: 'overworld2', where: (cell: { x: number; y: number }) => boolean) {
  const grid = BUILT_IN_ATLAS.grid(mapId);
  for (let y = 0; y < grid.length; y += 1) {
    for (let x = 0; x < grid[y]!.length; x += 1) {
      if (where({ x, y }) && canStandOn(BUILT_IN_ATLAS, mapId, { x, y })) return { x, y };
    }
  }
  throw new Error(`no such cell on ${mapId}`);
}

/**
 * Issue 33, item 6 (decision 0262): a `join` is not a way to move. Re-joining neither hands out
 * fresh steps nor puts a player anywhere the server did not walk them, while the game's own map
 * changes (an edge, a portal) still arrive where the game puts the character.
 */
describe('joining again', () => {
  const served = listeningApp();
  const { clients } = served;
  const cells = overworldCells();
  beforeAll(() => served.start());
  afterAll(() => served.stop());

  const open = async (token?: string) => {
    const client = await PresenceClient.open(served.base);
    clients.push(client);
    if (token) {
      client.send({ t: 'auth', token });
      expect(await client.next('auth')).toMatchObject({ ok: true });
    }
    return client;
  };
  const join = async (client: PresenceClient, mapId: string, at: { x: number; y: number }, worldId?: string) => {
    client.send({ t: 'join', w: worldId ?? null, m: mapId, ...at });
    const hi = await client.next('hi');
    await client.next('all');
    return hi;
  };
  /** A signed-in player's socket on the overworld at this cell (their first join: the claim is taken). */
  const signedIn = async (player: Player, at = cells.open) => {
    const client = await open(player.token);
    const hi = await join(client, 'overworld', at);
    return { client, hi };
  };

  /** Right, left, right, …: every step of the burst, ending where it began (an even count). */
  const spendBurst = (client: PresenceClient) => {
    for (let s = 1; s <= PRESENCE_LIMITS.stepBurst; s += 1) client.send({ t: 'mv', d: s % 2 === 1 ? 1 : 3, s });
  };

  it('keeps the steps in hand across joins, for a guest’s socket and for every socket of an account', async () => {
    const player = await registerPlayer(served.t.app);
    // The clock stands still: no step is earned while the test runs, however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { client } = await signedIn(player);
      spendBurst(client);
      // The join is answered after the moves (frames are handled in order), from where they ended.
      expect(await join(client, 'overworld', cells.open)).toMatchObject(cells.open);
      client.send({ t: 'mv', d: 1, s: 10 });
      expect(await client.next('fix')).toMatchObject({ s: 10, ...cells.open });

      // Another socket of the same account has no fresh handful either.
      const other = await open(player.token);
      await join(other, 'overworld', cells.open);
      other.send({ t: 'mv', d: 1, s: 1 });
      expect(await other.next('fix')).toMatchObject({ s: 1 });

      const guest = await open();
      // The account stands on the open cell: the guest arrives beside it (issue 34).
      const { x, y } = await join(guest, 'overworld', cells.open);
      spendBurst(guest);
      guest.send({ t: 'leave' });
      await join(guest, 'overworld', cells.open);
      guest.send({ t: 'mv', d: 1, s: 10 });
      expect(await guest.next('fix')).toMatchObject({ s: 10, x, y });
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts a guest who left and joins again where the server last saw them, not where they claim', async () => {
    const from = { x: 1, y: 1 };
    const to = { x: 22, y: 14 };
    expect(canStandOn(BUILT_IN_ATLAS, 'overworld', from) && canStandOn(BUILT_IN_ATLAS, 'overworld', to)).toBe(true);
    const guest = await open();
    expect(await join(guest, 'overworld', from)).toMatchObject(from);
    guest.send({ t: 'leave' });
    expect(await join(guest, 'overworld', to)).toMatchObject({ m: 'overworld', ...from });
    // Gone: the spawn is free for the next test's newcomer (issue 34: no one arrives on another).
    guest.close();
    await guest.closed;
  });

  it('takes a cell walked to while the socket was away, when there was time to walk it (decision 0300)', async () => {
    // Frames are handled in order: a guest's line of chat is answered with a notice once the leave is done.
    const leave = async (guest: PresenceClient) => {
      guest.send({ t: 'leave' });
      guest.send({ t: 'say', m: 'anyone?' });
      await guest.next('n');
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const guest = await open();
      const left = await join(guest, 'overworld', cells.open);
      const grid = BUILT_IN_ATLAS.grid('overworld');
      const twoAway = [
        { x: left.x + 2, y: left.y },
        { x: left.x - 2, y: left.y },
        { x: left.x, y: left.y + 2 },
        { x: left.x, y: left.y - 2 },
      ].find((cell) => !walkableWithin(grid, left, cell, 1) && walkableWithin(grid, left, cell, 2))!;
      expect(twoAway).toBeDefined();
      await leave(guest);
      // No time has passed: two steps away is not where the server knows the player.
      expect(await join(guest, 'overworld', twoAway)).toMatchObject({ x: left.x, y: left.y });
      await leave(guest);
      // Two steps' time later (the game started walking before its socket opened): the claim stands.
      vi.setSystemTime(Date.now() + 2 * WALK_STEP_MS);
      expect(await join(guest, 'overworld', twoAway)).toMatchObject(twoAway);
      await leave(guest);
      // However long it was away, a claim farther than joinWalkCells is not taken.
      vi.setSystemTime(Date.now() + 60_000);
      expect(await join(guest, 'overworld', cells.far)).toMatchObject(twoAway);
      guest.close();
      await guest.closed;
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a signed-in player who hops to another map and back where the server knows they are', async () => {
    const player = await registerPlayer(served.t.app);
    // Others stand on the open cell: this player arrives on it or beside it (issue 34).
    const { client, hi } = await signedIn(player);
    const start = { x: hi.x, y: hi.y };
    // Overworld 2 at a cell no edge or portal of the overworld leads to: the server keeps its word.
    const hop = standableOn('overworld2', (cell) => cell.x >= 6 && cell.y >= 6);
    expect(await join(client, 'overworld2', hop)).toMatchObject({ m: 'overworld', ...start });
    expect(await join(client, 'overworld', cells.far)).toMatchObject({ m: 'overworld', ...start });

    // The same from a new socket after the first closed: the place left is the server's word.
    client.close();
    await client.closed;
    const again = await open(player.token);
    expect(await join(again, 'overworld2', hop)).toMatchObject({ m: 'overworld', ...start });
  });

  it('takes the cell an edge or a portal leads to, one step from where the server knows the player', async () => {
    // The overworld's east edge at row 5 leads to Overworld 2's west edge, same row.
    const edge = { x: 23, y: 5 };
    const crossing = BUILT_IN_ATLAS.move('overworld', edge, 'right');
    expect(crossing).toMatchObject({ ok: true, changedMap: true, mapId: 'overworld2' });
    const walker = await signedIn(await registerPlayer(served.t.app), edge);
    expect(walker.hi).toMatchObject(edge);
    const arrival = { x: 0, y: 5 };
    expect(await join(walker.client, 'overworld2', arrival)).toMatchObject({ m: 'overworld2', ...arrival });

    // Beside the main road's portal at (8, 11): stepping on it arrives on Overworld 2 at (4, 4).
    const portal = BUILT_IN_ATLAS.portalDestination('overworld', { x: 8, y: 11 });
    expect(portal).toMatchObject({ mapId: 'overworld2' });
    const besides = [
      { x: 7, y: 11 },
      { x: 9, y: 11 },
      { x: 8, y: 10 },
      { x: 8, y: 12 },
    ].find((cell) => canStandOn(BUILT_IN_ATLAS, 'overworld', cell))!;
    const traveller = await signedIn(await registerPlayer(served.t.app), besides);
    expect(await join(traveller.client, 'overworld2', portal!.arrival)).toMatchObject({
      m: 'overworld2',
      ...portal!.arrival,
    });
  });

  it('starts a player who comes from another world at the map’s spawn when nothing is saved there', async () => {
    const player = await registerPlayer(served.t.app);
    const created = await callerOf(served.t.app)('POST', '/api/worlds', player.token, {
      name: 'Hopping Meadow',
      description: 'A world to come from.',
      mapType: 'fantasy',
      isPublic: true,
    });
    const worldId = worldResponseSchema.parse(created.json()).world.id;
    const client = await open(player.token);
    const inWorld = await join(client, worldId, { x: 1, y: 1 }, worldId);
    expect(inWorld).toMatchObject({ w: worldId });
    client.send({ t: 'leave' });
    expect(await join(client, 'overworld', cells.far)).toMatchObject({
      w: null,
      m: 'overworld',
      ...mainMap('overworld')!.spawn,
    });
  });
});
