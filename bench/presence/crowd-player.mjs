// One simulated player of `npm run bench:presence`: a real WebSocket to /api/presence, walking the
// main world's maps at human pace with core's own rules (so the server accepts its steps), idling
// half of the time, and chatting now and then. Latency is measured from a move sent to the moment
// another player on the same map sees it (all players live in this process, so one clock serves).
import { BUILT_IN_ATLAS, BUILT_IN_MAPS, isWalkableTile, tileAt, walkStep, WIRE_DIRECTIONS } from '@authentic/core';
import WebSocket from 'ws';

/** Where people are, like the road: most on the first maps, a few further on (weights). */
export const MAP_WEIGHTS = [
  ['overworld', 40],
  ['overworld2', 18],
  ['desert1', 10],
  ['overworld3', 8],
  ['yosemite', 8],
  ['desert2', 6],
  ['dungeon1', 5],
  ['desert3', 5],
];

const LINES = ['hello!', 'anyone seen the portal?', 'nice view here', 'following the road east', 'brb'];

/** A walkable cell near one of a few gathering points of the map (crowds where the road is). */
export function startCell(mapId, random) {
  const grid = BUILT_IN_MAPS[mapId].data;
  const height = grid.length;
  const width = grid[0].length;
  const hub = { x: Math.floor(width * (0.2 + 0.6 * random())), y: Math.floor(height * (0.3 + 0.4 * random())) };
  for (let radius = 0; radius < Math.max(width, height); radius += 1) {
    for (let tries = 0; tries < 8 + radius * 4; tries += 1) {
      const x = hub.x + Math.round((random() * 2 - 1) * radius);
      const y = hub.y + Math.round((random() * 2 - 1) * radius);
      if (isWalkableTile(tileAt(grid, x, y)) && tileAt(grid, x, y) < 5) return { x, y };
    }
  }
  return { x: 1, y: 1 };
}

export function pickMap(random) {
  const total = MAP_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [mapId, weight] of MAP_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return mapId;
  }
  return 'overworld';
}

/** What every player of the crowd shares: the latency samples and the sockets' fate. */
export class Meter {
  constructor() {
    this.reset();
    /** handle → { key: 'map:x,y', sentAt } of its last move. */
    this.lastMove = new Map();
    this.failures = 0;
    this.failureKinds = new Map();
  }
  reset() {
    this.latencies = [];
    this.bytesUp = 0;
    this.bytesDown = 0;
    this.framesUp = 0;
    this.framesDown = 0;
    /** Moves the server refused (`fix`): a player after one walks on the spot until it joins again. */
    this.fixes = 0;
    this.since = performance.now();
  }
  fail(kind) {
    this.failures += 1;
    this.failureKinds.set(kind, (this.failureKinds.get(kind) ?? 0) + 1);
  }
}

export class CrowdPlayer {
  /**
   * `pace` 'human': walks a few seconds, stands a few seconds (half of the time each); 'nonstop':
   * never stops (the worst case of a busy map).
   * @param {{ url: string, token?: string, pace: 'human' | 'nonstop', mapId: string, random: () => number, meter: Meter }} options
   */
  constructor({ url, token, pace, mapId, random, meter, observer = true }) {
    Object.assign(this, { url, token, pace, random, meter, observer });
    // Each player starts somewhere in its spells: a crowd that joined together does not walk and
    // stand in step (a window would then measure a crowd mostly walking, or mostly standing).
    this.walking = pace === 'nonstop' || random() < 0.5;
    this.phaseEndsAt = performance.now() + random() * this.phaseMs();
    this.mapId = mapId;
    this.position = startCell(mapId, random);
    this.handle = null;
    this.seq = 0;
    this.timer = null;
    this.direction = 'right';
    this.closedOnPurpose = false;
  }

  send(frame) {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    const text = JSON.stringify(frame);
    this.meter.bytesUp += Buffer.byteLength(text);
    this.meter.framesUp += 1;
    this.ws.send(text);
  }

  /** Resolves once the server said where this player stands. */
  connect() {
    return new Promise((resolve, reject) => {
      this.ws = new WebSocket(this.url, { perMessageDeflate: false });
      let joined = false;
      this.ws.on('open', () => {
        if (this.token) this.send({ t: 'auth', token: this.token });
        this.send({ t: 'join', w: null, m: this.mapId, x: this.position.x, y: this.position.y });
      });
      this.ws.on('message', (data) => {
        this.meter.bytesDown += data.length;
        this.meter.framesDown += 1;
        // Only observers read every room update (for the latency); the others count its bytes and
        // read only what is about themselves, so the load generator does not outweigh the server.
        if (!this.observer && data[6] === 0x75 /* {"t":"u" */) return;
        const frame = JSON.parse(data.toString());
        if (frame.t === 'fix') this.meter.fixes += 1;
        if (frame.t === 'hi' || frame.t === 'fix') {
          this.mapId = frame.m;
          this.position = { x: frame.x, y: frame.y };
          if (frame.t === 'hi') this.handle = frame.me;
          this.walkerState = undefined;
          if (!joined) {
            joined = true;
            resolve();
            this.scheduleStep();
          }
        } else if (frame.t === 'u' && frame.p) this.observe(frame.p);
      });
      this.ws.on('error', (error) => {
        if (!joined) reject(error);
        else this.meter.fail(error.code ?? 'socket error');
      });
      this.ws.on('close', (code) => {
        clearTimeout(this.timer);
        if (!joined) reject(new Error(`closed ${code} before joining`));
        else if (!this.closedOnPurpose) this.meter.fail(`closed ${code}`);
      });
    });
  }

  observe(moves) {
    const now = performance.now();
    for (const [handle, x, y] of moves) {
      const last = this.meter.lastMove.get(handle);
      if (last && last.key === `${this.mapId}:${x},${y}`) this.meter.latencies.push(now - last.sentAt);
    }
  }

  /** A step every 250–400 ms (core decides whether it is possible, as the game does). */
  scheduleStep() {
    this.timer = setTimeout(() => this.step(), 250 + this.random() * 150);
  }

  /** A walking or standing spell: 2–6 s. */
  phaseMs() {
    return 2000 + this.random() * 4000;
  }

  step() {
    const now = performance.now();
    if (this.pace === 'human' && now >= this.phaseEndsAt) {
      this.walking = !this.walking;
      this.phaseEndsAt = now + this.phaseMs();
    }
    if (!this.walking) {
      this.scheduleStep();
      return;
    }
    if (this.random() < 0.25) this.direction = WIRE_DIRECTIONS[Math.floor(this.random() * 4)];
    this.walkerState ??= {
      mapId: this.mapId,
      position: this.position,
      previous: this.position,
      facing: 'down',
      steps: 4,
      stepsAt: now,
      origin: null,
    };
    const result = walkStep(BUILT_IN_ATLAS, this.walkerState, this.direction, now);
    if (result.ok && !result.changedMap) {
      this.walkerState = result.walker;
      this.position = result.walker.position;
      this.seq += 1;
      this.meter.lastMove.set(this.handle, { key: `${this.mapId}:${this.position.x},${this.position.y}`, sentAt: now });
      this.send({ t: 'mv', d: WIRE_DIRECTIONS.indexOf(this.direction), s: this.seq });
    } else {
      // A wall, or the way off this map: turn (the crowd stays on its maps, as most players do).
      this.direction = WIRE_DIRECTIONS[Math.floor(this.random() * 4)];
    }
    if (this.token && this.random() < 0.004)
      this.send({ t: 'say', m: LINES[Math.floor(this.random() * LINES.length)] });
    this.scheduleStep();
  }

  close() {
    this.closedOnPurpose = true;
    clearTimeout(this.timer);
    this.ws?.close();
  }
}
