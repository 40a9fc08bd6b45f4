import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAFETY_MESSAGES,
  worldDocProblemsResponseSchema,
  worldResponseSchema,
  type World,
  type WorldDoc,
} from '@authentic/core';
import { saveVersion } from '../../db/world-docs-repository.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';
import { standable } from './world-docs.js';

/** A walled 8×8 map of grass with the way out at (6, 6). */
const map = (id: string, name: string): WorldDoc['maps'][number] => ({
  id,
  name,
  rows: Array.from({ length: 8 }, (_, y) =>
    Array.from({ length: 8 }, (_, x) => (x === 6 && y === 6 ? '5' : '0')).join(''),
  ),
  portals: [{ x: 6, y: 6, to: 'exit' }],
  edges: {},
  npcs: [],
  artifactSpots: [],
});
const docOf = (...maps: WorldDoc['maps']): WorldDoc => ({ format: 1, spawn: { mapId: maps[0]!.id, x: 1, y: 1 }, maps });

/** Issue 34 item 5 (decision 0269): a world's own texts and its maps' names pass the word filter. */
describe('the word filter on world texts', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let owner: Awaited<ReturnType<typeof registerPlayer>>;
  let world: World;
  const refusal = (field: string) => ({ success: false, message: SAFETY_MESSAGES.wordFilter(field) });

  beforeAll(async () => {
    t = await createTestApp({ env: { WORD_FILTER_EXTRA: 'zorblax' } });
    call = callerOf(t.app);
    owner = await registerPlayer(t.app);
    const res = await call('POST', '/api/worlds', owner.token, {
      name: 'Classic Sussex',
      description: 'A passage through Scunthorpe.',
      mapType: 'fantasy',
    });
    expect(res.statusCode).toBe(201);
    world = worldResponseSchema.parse(res.json()).world;
  });
  afterAll(() => t.close());

  it('refuses a name or a description at create, naming the field', async () => {
    const create = (name: string, description: string) =>
      call('POST', '/api/worlds', owner.token, { name, description, mapType: 'mystery' });
    const byName = await create('Shit castle', 'A castle by the sea.');
    expect(byName.statusCode).toBe(400);
    expect(byName.json()).toMatchObject(refusal('name'));
    const byDescription = await create('Sea castle', 'A castle full of zorblax.');
    expect(byDescription.statusCode).toBe(400);
    expect(byDescription.json()).toMatchObject(refusal('description'));
    const disguised = await create('f.u.c.k castle', 'A castle by the sea.');
    expect(disguised.json()).toMatchObject(refusal('name'));
    const mine = (await call('GET', '/api/worlds/my-worlds', owner.token)).json().worlds as World[];
    expect(mine.map((w) => w.name)).toEqual(['Classic Sussex']);
  });

  it('refuses a name or a description at update, and keeps the world as it was', async () => {
    const update = (body: object) => call('PUT', `/api/worlds/${world.id}`, owner.token, body);
    const byName = await update({ name: 'Bullshit valley' });
    expect(byName.statusCode).toBe(400);
    expect(byName.json()).toMatchObject(refusal('name'));
    const byDescription = await update({ description: 'A valley of c*nts and trees.' });
    expect(byDescription.statusCode).toBe(400);
    expect(byDescription.json()).toMatchObject(refusal('description'));
    const read = worldResponseSchema.parse((await call('GET', `/api/worlds/${world.id}`, owner.token)).json()).world;
    expect([read.name, read.description]).toEqual(['Classic Sussex', 'A passage through Scunthorpe.']);
    expect((await update({ name: 'Cocktail Cove' })).statusCode).toBe(200);
  });

  it('refuses a map name or id at save and at save-and-publish, naming the map by its place', async () => {
    const save = (doc: WorldDoc, publish = false) =>
      call('PUT', `/api/worlds/${world.id}/doc`, owner.token, { doc, baseVersion: 0, publish });
    const byName = await save(docOf(map('hall', 'Hall'), map('cellar', 'Shitty cellar')));
    expect(byName.statusCode).toBe(400);
    const problems = worldDocProblemsResponseSchema.parse(byName.json());
    expect(problems.message).toBe(SAFETY_MESSAGES.wordFilter('name of map 2'));
    expect(problems.problems).toEqual([{ code: 'wordFilter', message: problems.message, mapId: 'cellar' }]);
    const byId = await save(docOf(map('zorblax', 'Hall')), true);
    expect(byId.statusCode).toBe(400);
    expect(byId.json()).toMatchObject(refusal('id of map 1'));
    const versions = (await call('GET', `/api/worlds/${world.id}/versions`, owner.token)).json();
    expect(versions.versions).toEqual([]);
    expect((await save(docOf(map('hall', 'Grape hall')), true)).statusCode).toBe(200);
  });

  it('refuses to publish or restore a version saved before the filter read map names', async () => {
    const before = await saveVersion(t.database.db, {
      worldId: world.id,
      doc: docOf(map('hall', 'Fuck hall')),
      baseVersion: 1,
      force: true,
      publish: false,
      standable,
    });
    expect(before.ok).toBe(true);
    const number = before.ok ? before.version : 0;
    const publish = await call('POST', `/api/worlds/${world.id}/publish`, owner.token, { version: number });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject(refusal('name of map 1'));
    const restore = await call('POST', `/api/worlds/${world.id}/versions/${number}/restore`, owner.token);
    expect(restore.statusCode).toBe(400);
    expect(restore.json()).toMatchObject(refusal('name of map 1'));
    const play = (await call('GET', `/api/worlds/${world.id}/play`, owner.token)).json();
    expect(play.doc.maps.map((m: { name: string }) => m.name)).toEqual(['Grape hall']);
  });
});
