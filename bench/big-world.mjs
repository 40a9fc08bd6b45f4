// The 256×256 world of `npm run bench:render` (issue 25): a player made through the API, a world
// whose one map is 256×256 cells of grass with scattered trees, walls and sand, saved and
// published, then walked at /game/{id}?bench like the built-in map.
import { gzipSync } from 'node:zlib';
import { checkWorldDoc } from '@authentic/core';

const SIDE = 256;

/** A deterministic 256×256 map: sparse obstacles (never enclosing anything), sand bands, a way out. */
export function bigWorldDoc() {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const rows = [];
  for (let y = 0; y < SIDE; y += 1) {
    let row = '';
    for (let x = 0; x < SIDE; x += 1) {
      const centre = Math.abs(x - 128) < 4 && Math.abs(y - 128) < 4;
      const r = random();
      // Obstacles only on even cells of odd rows: no two touch, so nothing is ever walled in.
      const obstacle = !centre && y % 2 === 1 && x % 2 === 0 && r < 0.35;
      row += obstacle ? (r < 0.2 ? '2' : '1') : Math.floor(y / 24) % 3 === 1 ? '3' : '0';
    }
    rows.push(row);
  }
  rows[130] = `${rows[130].slice(0, 130)}5${rows[130].slice(131)}`;
  const doc = {
    format: 1,
    spawn: { mapId: 'main', x: 128, y: 128 },
    maps: [
      {
        id: 'main',
        name: 'Wide Country',
        rows,
        portals: [{ x: 130, y: 130, to: 'exit' }],
        edges: {},
        npcs: [],
        artifactSpots: [],
      },
    ],
  };
  const problems = checkWorldDoc(doc);
  if (problems.length > 0) throw new Error(`The bench world breaks a rule: ${problems[0].message}`);
  return doc;
}

async function call(baseUrl, method, url, token, body) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Registers a player, makes and publishes the big world; returns its id, the session and the wire size. */
export async function publishBigWorld(baseUrl) {
  const name = `bench${Date.now().toString(36)}`;
  const session = await (
    await call(baseUrl, 'POST', '/api/auth/register', null, {
      username: name,
      email: `${name}@example.com`,
      password: 'Bench-walk-2026!',
    })
  ).json();
  const { token } = session;
  const world = await (
    await call(baseUrl, 'POST', '/api/worlds', token, {
      name: 'Wide Country',
      description: 'A 256 by 256 world for the render benchmark.',
      mapType: 'fantasy',
      isPublic: false,
    })
  ).json();
  const id = world.world.id;
  await call(baseUrl, 'PUT', `/api/worlds/${id}/doc`, token, { doc: bigWorldDoc(), baseVersion: 0, publish: true });
  const play = await call(baseUrl, 'GET', `/api/worlds/${id}/play`, token);
  const encoding = play.headers.get('content-encoding');
  const body = Buffer.from(await play.arrayBuffer());
  // fetch hands the body back decoded, whatever the encoding it came in: gzip it here to know its size.
  const wire = { bytes: body.length, encoding, gzipBytes: gzipSync(body).length };
  return { id, session, wire };
}
