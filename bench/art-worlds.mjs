// The worlds of their own art that `npm run bench:render` walks (issue 36): a real Tiled town
// imported with its tileset, a second tileset painted over it on a layer of its own, and a 256×256
// map painted all over with tiles of two uploaded tilesets (below the player, and above it here and
// there). Made through the API as a player would, saved and published.
import { readFileSync } from 'node:fs';
import { encode } from 'fast-png';
import {
  checkWorldDoc,
  encodeLayerCells,
  encodeWalls,
  pngSize,
  readTiledMap,
  tileCell,
  tiledImagesNeeded,
  tiledReadsToWorldDoc,
} from '@authentic/core';

const fixture = (file) => readFileSync(new URL(`../fixtures/tiled/${file}`, import.meta.url));

async function call(baseUrl, method, url, token, body, type = 'application/json') {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(body && { 'content-type': type }), ...(token && { authorization: `Bearer ${token}` }) },
    body: body && (type === 'application/json' ? JSON.stringify(body) : body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function newWorld(baseUrl, token, name) {
  const { world } = await call(baseUrl, 'POST', '/api/worlds', token, {
    name,
    description: 'A world of its own art for the render benchmark.',
    mapType: 'fantasy',
  });
  return world.id;
}

const upload = async (baseUrl, token, worldId, name, bytes) =>
  (
    await call(
      baseUrl,
      'POST',
      `/api/worlds/${worldId}/tilesets?name=${encodeURIComponent(name)}`,
      token,
      bytes,
      'image/png',
    )
  ).tileset;

/** A tileset image of `side`×`side` tiles of 16 px: each tile a colour with a darker frame, so tiles differ. */
function tilesetImage(side, hue) {
  const px = side * 16;
  const data = new Uint8Array(px * px * 4);
  for (let y = 0; y < px; y += 1)
    for (let x = 0; x < px; x += 1) {
      const tile = Math.floor(y / 16) * side + Math.floor(x / 16);
      const edge = x % 16 === 0 || y % 16 === 0;
      const i = (y * px + x) * 4;
      data[i] = (hue + tile * 7) % 256;
      data[i + 1] = (tile * 13) % 256;
      data[i + 2] = edge ? 40 : 200;
      data[i + 3] = (x + y) % 5 === 0 ? 0 : 255;
    }
  return Buffer.from(encode({ width: px, height: px, data, channels: 4 }));
}

const art = (image, name, side) => ({
  id: image.id,
  url: image.url,
  name,
  imageWidth: side * 16,
  imageHeight: side * 16,
  tileWidth: 16,
  tileHeight: 16,
  margin: 0,
  spacing: 0,
  columns: side,
  tileCount: side * side,
  tiles: [],
});

/** The Tuxemon town as the editor imports it, with the industrial tileset painted on a tenth of its cells. */
async function importedTown(baseUrl, token, worldId) {
  const json = { 'tuxemon-town.json': JSON.parse(fixture('tuxemon-town/tuxemon-town.json').toString()) };
  const townImage = fixture('tuxemon-town/tuxmon-sample-32px-extruded.png');
  const images = { 'tuxmon-sample-32px-extruded.png': pngSize(new Uint8Array(townImage)) };
  const maps = [{ path: 'tuxemon-town.json', read: readTiledMap('tuxemon-town.json', { json, images }) }];
  const uploaded = {};
  for (const { path, name } of tiledImagesNeeded(maps))
    uploaded[path] = await upload(baseUrl, token, worldId, name, townImage);
  const result = tiledReadsToWorldDoc(maps, uploaded);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  const doc = result.doc;
  const industrial = fixture('industrial-platformer/0x72-industrial-tileset-32px-extruded.png');
  const second = await upload(baseUrl, token, worldId, 'Industrial', industrial);
  const { width, height } = pngSize(new Uint8Array(industrial));
  doc.tilesets.push({
    ...art(second, 'Industrial', 1),
    imageWidth: width,
    imageHeight: height,
    tileWidth: 32,
    tileHeight: 32,
    margin: 1,
    spacing: 2,
    columns: 32,
    tileCount: 1024,
  });
  const map = doc.maps[0];
  const cells = new Uint32Array(map.rows.length * map.rows[0].length);
  for (let i = 0; i < cells.length; i += 1) if (i % 10 === 3) cells[i] = tileCell(1, (i * 7) % 1024);
  map.layers.splice(1, 0, { name: 'Crates', placement: 'below', opacity: 1, cells: encodeLayerCells(cells) });
  return doc;
}

/** 256×256 cells painted all over from one tileset, a fifth of them covered from above by another; sparse walls. */
function paintedCountry(first, second) {
  const side = 256;
  let seed = 11;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const below = new Uint32Array(side * side);
  const above = new Uint32Array(side * side);
  const walls = new Uint8Array(side * side);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const i = y * side + x;
      below[i] = tileCell(0, Math.floor(random() * 256), random() < 0.1 ? 0x80000000 : 0);
      if (random() < 0.2) above[i] = tileCell(1, Math.floor(random() * 256));
      const centre = Math.abs(x - 128) < 4 && Math.abs(y - 128) < 4;
      // Walls only on even cells of odd rows: no two touch, so nothing is ever walled in.
      if (!centre && y % 2 === 1 && x % 2 === 0 && random() < 0.3) walls[i] = 1;
    }
  const rows = Array.from({ length: side }, (_, y) =>
    y === 130 ? `${'0'.repeat(130)}5${'0'.repeat(125)}` : '0'.repeat(side),
  );
  const doc = {
    format: 1,
    spawn: { mapId: 'main', x: 128, y: 128 },
    tilesets: [art(first, 'Meadow', 16), art(second, 'Canopy', 16)],
    maps: [
      {
        id: 'main',
        name: 'Painted Country',
        rows,
        portals: [{ x: 130, y: 130, to: 'exit' }],
        edges: {},
        npcs: [],
        artifactSpots: [],
        layers: [
          { name: 'Ground', placement: 'below', opacity: 1, cells: encodeLayerCells(below) },
          { name: 'Canopy', placement: 'above', opacity: 1, cells: encodeLayerCells(above) },
        ],
        walls: encodeWalls(walls),
      },
    ],
  };
  return doc;
}

/** Makes and publishes both worlds for one new player; answers their ids and the session. */
export async function publishArtWorlds(baseUrl) {
  const name = `art${Date.now().toString(36)}`;
  const session = await call(baseUrl, 'POST', '/api/auth/register', null, {
    username: name,
    email: `${name}@example.com`,
    password: 'Bench-walk-2026!',
  });
  const { token } = session;
  const townId = await newWorld(baseUrl, token, 'Imported Town');
  const town = await importedTown(baseUrl, token, townId);
  const countryId = await newWorld(baseUrl, token, 'Painted Country');
  const first = await upload(baseUrl, token, countryId, 'Meadow', tilesetImage(16, 40));
  const second = await upload(baseUrl, token, countryId, 'Canopy', tilesetImage(16, 160));
  const country = paintedCountry(first, second);
  for (const [id, doc] of [
    [townId, town],
    [countryId, country],
  ]) {
    const problems = checkWorldDoc(doc);
    if (problems.length > 0) throw new Error(`A bench world breaks a rule: ${problems[0].message}`);
    await call(baseUrl, 'PUT', `/api/worlds/${id}/doc`, token, { doc, baseVersion: 0, publish: true });
  }
  return { session, townId, countryId };
}
