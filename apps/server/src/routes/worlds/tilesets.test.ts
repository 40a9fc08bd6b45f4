import { readdir } from 'node:fs/promises';
import { encode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACT_API_MESSAGES,
  formatMessage,
  moderationReportsResponseSchema,
  SAFETY_API,
  TILESET_MESSAGES,
  TILESETS_API,
  tilesetListResponseSchema,
  tilesetResponseSchema,
  WORLD_ART_LIMITS,
  worldDocResponseSchema,
  worldResponseSchema,
} from '@authentic/core';
import { exportWorldList } from '../../db/account-export.js';
import { tilesetsOfWorld } from '../../db/world-tilesets-repository.js';
import { runModeratorCommand } from '../../moderation/moderator-cli.js';
import { createTestAppWithUploads, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** A real PNG: a flat colour, or noise (which does not compress, for the quota). */
function png(width: number, height: number, noise = false): Buffer {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 1) data[i] = noise ? Math.floor(Math.random() * 256) : i % 4 === 3 ? 255 : 90;
  return Buffer.from(encode({ width, height, data, channels: 4 }));
}

/** A PNG signature and an IHDR that claims this size, and nothing else (no pixel data). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(8 + 25 + 12);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.set([8, 6, 0, 0, 0], 24);
  bytes.writeUInt32BE(13, 33);
  bytes.write('IDAT', 37, 'ascii');
  return bytes;
}

const QUOTA_MB = 1;

/** Issue 36 item 1: a world's own tileset images, uploaded by its owner, served as uploads. */
describe('/api/worlds/{id}/tilesets', () => {
  let t: TestApp & { uploadsDir: string };
  let call: ReturnType<typeof callerOf>;
  let mod: Player;

  beforeAll(async () => {
    t = await createTestAppWithUploads({ AUTH_RATE_LIMIT_IP: '1000', UPLOAD_QUOTA_MB: String(QUOTA_MB) });
    call = callerOf(t.app);
    mod = await registerPlayer(t.app);
    expect((await runModeratorCommand(t.database.db, ['grant', mod.user.username])).code).toBe(0);
  });
  afterAll(() => t.close());

  const worldOf = async (owner: Player, visibility: 'private' | 'public' = 'public') => {
    const res = await call('POST', '/api/worlds', owner.token, {
      name: `Tiled ${visibility}`,
      description: 'A world with its own art.',
      mapType: 'fantasy',
      visibility,
    });
    expect(res.statusCode, res.body).toBe(201);
    return worldResponseSchema.parse(res.json()).world.id;
  };
  const upload = (worldId: string, body: Buffer | string, token?: string, type = 'image/png', name = 'Forest') =>
    t.app.inject({
      method: 'POST',
      url: `${TILESETS_API.list(worldId)}?name=${encodeURIComponent(name)}`,
      headers: { 'content-type': type, ...(token && { authorization: `Bearer ${token}` }) },
      payload: body,
    });
  const fileOf = (url: string) => t.app.inject({ method: 'GET', url });

  it('takes a real PNG from the owner, lists it and serves it with a long cache', async () => {
    const owner = await registerPlayer(t.app);
    const worldId = await worldOf(owner);
    const image = png(64, 32);
    const res = await upload(worldId, image, owner.token);
    expect(res.statusCode, res.body).toBe(201);
    const { tileset } = tilesetResponseSchema.parse(res.json());
    expect(tileset).toMatchObject({ name: 'Forest', width: 64, height: 32, bytes: image.length, hidden: false });
    expect(tileset.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    const file = await fileOf(tileset.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(image)).toBe(true);

    const list = tilesetListResponseSchema.parse((await call('GET', TILESETS_API.list(worldId), owner.token)).json());
    expect(list.tilesets).toEqual([tileset]);
    expect(await tilesetsOfWorld(t.database.db, worldId)).toEqual([
      { id: tileset.id, url: tileset.url, width: 64, height: 32, name: 'Forest', hidden: false },
    ]);
  });

  it('refuses what is not a whole PNG of a fitting size, each with its message', async () => {
    const owner = await registerPlayer(t.app);
    const worldId = await worldOf(owner);
    const refused = async (body: Buffer | string, status: number, message: string, type?: string) => {
      const res = await upload(worldId, body, owner.token, type);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
    await refused(gif, 400, TILESET_MESSAGES.notPng, 'image/gif');
    await refused(gif, 400, TILESET_MESSAGES.notPng);
    await refused('just some words', 400, TILESET_MESSAGES.notPng, 'text/plain');

    const huge = Buffer.concat([png(8, 8), Buffer.alloc(WORLD_ART_LIMITS.imageBytesMax)]);
    await refused(huge, 413, TILESET_MESSAGES.tooLarge);

    const started = performance.now();
    await refused(pngHeaderOnly(50_000, 50_000), 400, TILESET_MESSAGES.tooWide);
    expect(performance.now() - started).toBeLessThan(1000);
    await refused(pngHeaderOnly(0, 16), 400, TILESET_MESSAGES.tooWide);
    await refused(pngHeaderOnly(4097, 16), 400, TILESET_MESSAGES.tooWide);

    const whole = png(64, 64, true);
    await refused(whole.subarray(0, Math.floor(whole.length / 2)), 400, TILESET_MESSAGES.broken);
    await refused(whole.subarray(0, whole.length - 12), 400, TILESET_MESSAGES.broken);
    const corrupt = Buffer.from(whole);
    corrupt[100] = (corrupt[100] ?? 0) ^ 0xff;
    await refused(corrupt, 400, TILESET_MESSAGES.broken);

    const unnamed = await upload(worldId, png(8, 8), owner.token, 'image/png', ' ');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toContain(TILESET_MESSAGES.nameRequired);
    const rude = await upload(worldId, png(8, 8), owner.token, 'image/png', 'fuck');
    expect(rude.statusCode).toBe(400);

    // Nothing of it was kept.
    expect((await call('GET', TILESETS_API.list(worldId), owner.token)).json().tilesets).toEqual([]);
  });

  it("is the owner's only: a guest is asked to sign in, another player is refused", async () => {
    const owner = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const open = await worldOf(owner, 'public');
    const closed = await worldOf(owner, 'private');
    expect((await upload(open, png(8, 8))).statusCode).toBe(401);
    expect((await call('GET', TILESETS_API.list(open))).statusCode).toBe(401);
    expect((await upload(open, png(8, 8), other.token)).statusCode).toBe(403);
    expect((await upload(closed, png(8, 8), other.token)).statusCode).toBe(404);
    expect((await call('GET', TILESETS_API.list(open), other.token)).statusCode).toBe(403);
    const mine = tilesetResponseSchema.parse((await upload(open, png(8, 8), owner.token)).json()).tileset;
    expect((await call('DELETE', TILESETS_API.item(open, mine.id), other.token)).statusCode).toBe(403);
    expect((await call('DELETE', TILESETS_API.item(open, 'not-an-id'), owner.token)).statusCode).toBe(404);
    expect((await upload('not-a-world', png(8, 8), owner.token)).statusCode).toBe(404);
  });

  it('holds at most 16 images in a world, and a deleted one makes room', async () => {
    const owner = await registerPlayer(t.app);
    const worldId = await worldOf(owner);
    const ids: string[] = [];
    for (let i = 0; i < WORLD_ART_LIMITS.tilesets; i += 1) {
      const res = await upload(worldId, png(16 + i, 16), owner.token, 'image/png', `Set ${i + 1}`);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(tilesetResponseSchema.parse(res.json()).tileset.id);
    }
    const seventeenth = await upload(worldId, png(40, 16), owner.token);
    expect(seventeenth.statusCode).toBe(409);
    expect(seventeenth.json().message).toBe(TILESET_MESSAGES.worldFull);
    expect((await call('DELETE', TILESETS_API.item(worldId, ids[0]!), owner.token)).statusCode).toBe(200);
    expect((await upload(worldId, png(40, 16), owner.token)).statusCode).toBe(201);
  });

  it('keeps one copy of the same picture in a world: uploading it again answers the tileset it already is', async () => {
    const owner = await registerPlayer(t.app);
    const worldId = await worldOf(owner);
    const image = png(32, 32);
    const first = await upload(worldId, image, owner.token);
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload(worldId, Buffer.from(image), owner.token, 'image/png', 'Forest again');
    expect(again.statusCode, again.body).toBe(200);
    expect(tilesetResponseSchema.parse(again.json()).tileset).toEqual(
      tilesetResponseSchema.parse(first.json()).tileset,
    );
    expect(await tilesetsOfWorld(t.database.db, worldId)).toHaveLength(1);
    // Another world of the same owner has its own copy.
    expect((await upload(await worldOf(owner), image, owner.token)).statusCode).toBe(201);
  });

  it("counts in the owner's storage as artifact uploads do; deleting one frees it, file and all", async () => {
    const owner = await registerPlayer(t.app);
    const worldId = await worldOf(owner);
    const big = () => png(256, 256, true); // About 260 kB: four do not fit in 1 MB.
    const kept: { id: string; url: string }[] = [];
    let refused;
    for (let i = 0; i < 5 && !refused; i += 1) {
      const res = await upload(worldId, big(), owner.token);
      if (res.statusCode === 201) kept.push(tilesetResponseSchema.parse(res.json()).tileset);
      else refused = res;
    }
    expect(kept.length).toBe(3);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json().message).toBe(formatMessage(ARTIFACT_API_MESSAGES.uploadQuotaFull, { mb: QUOTA_MB }));

    const [first] = kept;
    const name = first!.url.slice('/uploads/'.length);
    expect(await readdir(t.uploadsDir)).toContain(name);
    const gone = await call('DELETE', TILESETS_API.item(worldId, first!.id), owner.token);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await readdir(t.uploadsDir)).not.toContain(name);
    expect((await fileOf(first!.url)).statusCode).toBe(404);
    expect((await call('DELETE', TILESETS_API.item(worldId, first!.id), owner.token)).statusCode).toBe(404);
    expect((await upload(worldId, big(), owner.token)).statusCode).toBe(201);
  });

  it('goes with its world: the files are removed with it', async () => {
    const owner = await registerPlayer(t.app);
    const worldId = await worldOf(owner);
    const { tileset } = tilesetResponseSchema.parse((await upload(worldId, png(8, 8), owner.token)).json());
    expect((await call('DELETE', `/api/worlds/${worldId}`, owner.token)).statusCode).toBe(200);
    expect(await readdir(t.uploadsDir)).not.toContain(tileset.url.slice('/uploads/'.length));
    expect((await fileOf(tileset.url)).statusCode).toBe(404);
  });

  it("goes with its owner's account, and is in the account's export until then", async () => {
    const owner = await registerPlayer(t.app);
    const worldId = await worldOf(owner);
    const { tileset } = tilesetResponseSchema.parse((await upload(worldId, png(8, 8), owner.token)).json());
    const [world] = await exportWorldList(t.database.db, owner.user.id);
    expect(world?.tilesets).toEqual([expect.objectContaining({ id: tileset.id, url: tileset.url, name: 'Forest' })]);
    const left = await call('DELETE', '/api/users/me', owner.token, { password: owner.password, confirm: 'DELETE' });
    expect(left.statusCode, left.body).toBe(200);
    expect(await readdir(t.uploadsDir)).not.toContain(tileset.url.slice('/uploads/'.length));
    expect(await tilesetsOfWorld(t.database.db, worldId)).toEqual([]);
  });

  it('is reported by another player, and once a moderator hides it, no longer served', async () => {
    const owner = await registerPlayer(t.app);
    const reporter = await registerPlayer(t.app);
    const worldId = await worldOf(owner);
    const { tileset } = tilesetResponseSchema.parse((await upload(worldId, png(8, 8), owner.token)).json());
    const report = (by: Player) =>
      call('POST', SAFETY_API.reports, by.token, { kind: 'tileset', target: tileset.id, reason: 'hate' });
    expect((await report(owner)).statusCode).toBe(400);
    const sent = await report(reporter);
    expect(sent.statusCode, sent.body).toBe(201);

    const queue = moderationReportsResponseSchema.parse(
      (await call('GET', SAFETY_API.moderationReports, mod.token)).json(),
    );
    const entry = queue.reports.find((r) => r.id === sent.json().id);
    expect(entry?.subject).toMatchObject({ title: 'Forest', text: tileset.url, hidden: false });
    const act = (action: string) => call('POST', SAFETY_API.moderationAction(entry!.id), mod.token, { action });
    expect((await act('hideWorld')).statusCode).toBe(400);
    const hidden = await act('hideTileset');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe(TILESET_MESSAGES.tilesetHidden);

    expect((await fileOf(tileset.url)).statusCode).toBe(404);
    const list = tilesetListResponseSchema.parse((await call('GET', TILESETS_API.list(worldId), owner.token)).json());
    expect(list.tilesets[0]?.hidden).toBe(true);
    expect((await tilesetsOfWorld(t.database.db, worldId))[0]?.hidden).toBe(true);
    // A hidden image is not reported again.
    expect((await report(await registerPlayer(t.app))).statusCode).toBe(404);

    const shown = await act('showTileset');
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await fileOf(tileset.url)).statusCode).toBe(200);
  });

  it("saves a world whose document paints with its own images, and refuses another world's or a hidden one", async () => {
    const owner = await registerPlayer(t.app);
    const worldId = await worldOf(owner);
    const other = await worldOf(owner);
    const mine = tilesetResponseSchema.parse((await upload(worldId, png(32, 16), owner.token)).json()).tileset;
    const theirs = tilesetResponseSchema.parse((await upload(other, png(48, 16), owner.token)).json()).tileset;
    const base = worldDocResponseSchema.parse(
      (await call('GET', `/api/worlds/${worldId}/doc`, owner.token)).json(),
    ).doc;
    const art = (image: typeof mine) => ({
      id: image.id,
      url: image.url,
      name: 'Town tiles',
      imageWidth: image.width,
      imageHeight: image.height,
      tileWidth: 16,
      tileHeight: 16,
      margin: 0,
      spacing: 0,
      columns: image.width / 16,
      tileCount: image.width / 16,
      tiles: [],
    });
    const save = (tileset: ReturnType<typeof art>, baseVersion: number) =>
      call('PUT', `/api/worlds/${worldId}/doc`, owner.token, { doc: { ...base, tilesets: [tileset] }, baseVersion });
    const borrowed = await save(art(theirs), 0);
    expect(borrowed.statusCode, borrowed.body).toBe(400);
    expect(borrowed.json().message).toBe(TILESET_MESSAGES.notThisWorlds('Town tiles'));
    expect((await save({ ...art(mine), url: theirs.url }, 0)).statusCode).toBe(400);
    const saved = await save(art(mine), 0);
    expect(saved.statusCode, saved.body).toBe(200);

    const reporter = await registerPlayer(t.app);
    const sent = await call('POST', SAFETY_API.reports, reporter.token, {
      kind: 'tileset',
      target: mine.id,
      reason: 'hate',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const hid = await call('POST', SAFETY_API.moderationAction(sent.json().id), mod.token, { action: 'hideTileset' });
    expect(hid.statusCode, hid.body).toBe(200);
    const again = await save(art(mine), 1);
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json().message).toBe(TILESET_MESSAGES.hiddenByModerator('Town tiles'));
  });
});
