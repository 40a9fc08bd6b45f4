// The yardstick of `npm run bench:presence`: what any presence server must do, on a bare `ws` server
// with no Fastify, no database and no checks beyond decoding. Same tick (PRESENCE_LIMITS.tickMs),
// same rooms (world + map, in layers of PRESENCE_LIMITS.roomCapacity, the first with room), the same
// frames a CrowdPlayer reads: `auth`, `hi` and `all` on a join, one `u` per room per tick with joins,
// moves (only who changed cell or facing), leaves and chat (heard within chatRangeCells), `fix` for a
// refused step. Moves are walked on the real map grids with core's walkStep (as cheap as a lookup,
// and a server that let players through walls would not be one). Left out, as the real server's own
// choices rather than what presence costs: token signatures and sessions, zod frame schemas, frame
// budgets, blocks and mutes, the word filter, friends' layers, places kept across joins, standing
// aside on arrival, the Redis bus.
//
// PORT: where it listens; GET /api/health answers 200 and /api/presence takes WebSockets.
import { createServer } from 'node:http';
import { randomBytes, randomInt } from 'node:crypto';
import {
  BUILT_IN_ATLAS,
  BUILT_IN_MAPS,
  directionFromWire,
  directionToWire,
  PRESENCE_LIMITS,
  walkStep,
} from '@authentic/core';
import { WebSocketServer } from 'ws';

/** room key → { key, members: Map<handle, member>, events: [], moved: Map<handle, {x, y, f}> } */
const rooms = new Map();

function roomFor(worldId, mapId) {
  const base = `${worldId ?? 'main'}:${mapId}`;
  for (let layer = 1; ; layer += 1) {
    const key = layer === 1 ? base : `${base}~${layer}`;
    let room = rooms.get(key);
    if (!room) {
      room = { key, members: new Map(), events: [], moved: new Map() };
      rooms.set(key, room);
    }
    if (room.members.size < PRESENCE_LIMITS.roomCapacity) return room;
  }
}

const wirePlayer = (m) => [m.handle, m.name, null, m.x, m.y, m.f];

/** The token's payload, read without checking its signature: who the bench says this socket is. */
function nameIn(token) {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    return typeof payload.username === 'string' ? payload.username : null;
  } catch {
    return null;
  }
}

class Player {
  constructor(socket) {
    this.socket = socket;
    this.name = null;
    this.room = null;
    this.member = null;
    this.walker = null;
    this.resyncing = false;
    this.alive = true;
  }

  send(text) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  receive(data, isBinary) {
    this.alive = true;
    let frame;
    try {
      frame = isBinary ? null : JSON.parse(data.toString());
    } catch {
      frame = null;
    }
    if (!frame || typeof frame.t !== 'string') return this.socket.close(1003, 'malformed');
    switch (frame.t) {
      case 'auth':
        this.name = nameIn(String(frame.token));
        return this.send(JSON.stringify({ t: 'auth', ok: this.name !== null, name: this.name }));
      case 'join':
        return this.join(frame.w ?? null, String(frame.m), { x: frame.x | 0, y: frame.y | 0 });
      case 'mv':
        return this.step(frame.d, frame.s);
      case 'say':
        return this.say(String(frame.m));
      case 'leave':
        return this.leave();
    }
  }

  join(worldId, mapId, at) {
    // The main world's maps only: the crowd walks nowhere else.
    if (worldId !== null || !Object.hasOwn(BUILT_IN_MAPS, mapId)) return;
    this.leave();
    this.resyncing = false;
    const now = Date.now();
    this.walker = {
      mapId,
      position: at,
      previous: at,
      facing: 'down',
      steps: PRESENCE_LIMITS.stepBurst,
      stepsAt: now,
      origin: null,
    };
    this.worldId = worldId;
    this.enter();
  }

  enter() {
    const room = roomFor(this.worldId, this.walker.mapId);
    let handle;
    do handle = randomInt(36 ** 3, 36 ** 4).toString(36);
    while (room.members.has(handle));
    const { x, y } = this.walker.position;
    const member = { handle, name: this.name, x, y, f: directionToWire(this.walker.facing), player: this };
    const others = [...room.members.values()].map(wirePlayer);
    room.members.set(handle, member);
    room.events.push({ k: 'j', member });
    this.room = room;
    this.member = member;
    const { mapId } = this.walker;
    this.send(JSON.stringify({ t: 'hi', me: handle, name: this.name, w: this.worldId, m: mapId, x, y, f: member.f }));
    this.send(JSON.stringify({ t: 'all', m: mapId, p: others }));
  }

  leave() {
    const { room, member } = this;
    if (!room || !member) return;
    room.members.delete(member.handle);
    room.moved.delete(member.handle);
    room.events.push({ k: 'l', handle: member.handle });
    this.room = null;
    this.member = null;
  }

  step(d, seq) {
    const { room, member } = this;
    if (!room || !member || this.resyncing || ![0, 1, 2, 3].includes(d)) return;
    const result = walkStep(BUILT_IN_ATLAS, this.walker, directionFromWire(d), Date.now());
    this.walker = result.walker;
    if (!room.moved.has(member.handle)) room.moved.set(member.handle, { x: member.x, y: member.y, f: member.f });
    member.f = directionToWire(result.walker.facing);
    if (!result.ok) {
      const { x, y } = result.walker.position;
      this.send(JSON.stringify({ t: 'fix', s: seq, m: result.walker.mapId, x, y, f: member.f }));
      this.resyncing = true;
      return;
    }
    if (result.changedMap || result.exit) {
      this.leave();
      if (!result.exit) this.enter();
      return;
    }
    member.x = result.walker.position.x;
    member.y = result.walker.position.y;
  }

  say(text) {
    const { room, member } = this;
    if (!room || !member || this.name === null || !text.trim()) return;
    const id = randomBytes(9).toString('base64url');
    room.events.push({ k: 'c', handle: member.handle, id, text: text.trim(), x: member.x, y: member.y });
  }
}

/** The `u` frame of these events, or null when there is nothing in it. */
function updateFrame(events) {
  if (events.length === 0) return null;
  const frame = { t: 'u' };
  for (const event of events) {
    if (event.k === 'j') (frame.j ??= []).push(wirePlayer(event.member));
    else if (event.k === 'p') (frame.p ??= []).push([event.handle, event.x, event.y, event.f]);
    else if (event.k === 'l') (frame.l ??= []).push(event.handle);
    else if (event.k === 'c') (frame.c ??= []).push([event.handle, event.id, event.text]);
  }
  return JSON.stringify(frame);
}

/**
 * One room's tick: one frame per set of events a recipient hears. A recipient leaves out only its own
 * join and chat said out of its range, so most share one frame string.
 */
function tickRoom(room) {
  const events = room.events;
  for (const [handle, before] of room.moved) {
    const m = room.members.get(handle);
    if (m && (m.x !== before.x || m.y !== before.y || m.f !== before.f))
      events.push({ k: 'p', handle, x: m.x, y: m.y, f: m.f });
  }
  room.events = [];
  room.moved = new Map();
  if (events.length === 0) return;
  const joins = new Map();
  const chats = [];
  events.forEach((event, index) => {
    if (event.k === 'j') joins.set(event.member, index);
    else if (event.k === 'c') chats.push(index);
  });
  const range2 = PRESENCE_LIMITS.chatRangeCells ** 2;
  const frames = new Map();
  for (const recipient of room.members.values()) {
    const left = [];
    if (joins.has(recipient)) left.push(joins.get(recipient));
    for (const index of chats) {
      const { x, y } = events[index];
      if ((x - recipient.x) ** 2 + (y - recipient.y) ** 2 > range2) left.push(index);
    }
    const key = left.sort((a, b) => a - b).join(',');
    if (!frames.has(key)) frames.set(key, updateFrame(events.filter((_event, index) => !left.includes(index))));
    const frame = frames.get(key);
    if (frame) recipient.player.send(frame);
  }
}

const players = new Set();
const http = createServer((request, response) => {
  response.writeHead(request.url === '/api/health' ? 200 : 404, { 'content-type': 'text/plain' });
  response.end(request.url === '/api/health' ? 'ok' : 'not found');
});
const wss = new WebSocketServer({ server: http, path: '/api/presence', maxPayload: PRESENCE_LIMITS.maxFrameBytes });
wss.on('connection', (socket) => {
  const player = new Player(socket);
  players.add(player);
  socket.on('message', (data, isBinary) => player.receive(data, isBinary));
  socket.on('pong', () => (player.alive = true));
  socket.on('close', () => {
    player.leave();
    players.delete(player);
  });
  socket.on('error', () => socket.terminate());
});

setInterval(() => {
  for (const [key, room] of rooms) {
    tickRoom(room);
    if (room.members.size === 0) rooms.delete(key);
  }
}, PRESENCE_LIMITS.tickMs);

setInterval(() => {
  for (const player of players) {
    if (!player.alive) player.socket.terminate();
    else {
      player.alive = false;
      player.socket.ping();
    }
  }
}, PRESENCE_LIMITS.heartbeatMs);

http.listen(Number(process.env.PORT ?? 3100), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
