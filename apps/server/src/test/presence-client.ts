import { BUILT_IN_ATLAS, isWalkableTile, serverFrameSchema, tileAt, type ServerFrame } from '@authentic/core';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from './app.js';

/** How long a test waits for a frame before it fails (the other core may be busy). */
const WAIT_MS = 10_000;

/**
 * A hand-made presence client for tests: it sends frames (or raw text) and waits on the next
 * frame matching a predicate, never on a fixed sleep.
 */
export class PresenceClient {
  private readonly frames: ServerFrame[] = [];
  private readonly waiters: { match: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const raw: unknown = JSON.parse(String(data));
      // Every frame any realtime test receives must pass core's schema, as the web client parses it (decision 0275).
      const parsed = serverFrameSchema.safeParse(raw);
      if (!parsed.success) throw new Error(`server frame fails its schema: ${String(data)}\n${parsed.error.message}`);
      const frame = raw as ServerFrame;
      const waiter = this.waiters.findIndex((w) => w.match(frame));
      if (waiter >= 0) this.waiters.splice(waiter, 1)[0]!.resolve(frame);
      else this.frames.push(frame);
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.on('error', () => undefined);
  }

  /** `headers`: e.g. X-Forwarded-For, for an app that trusts a proxy. */
  static async open(base: string, headers: Record<string, string> = {}): Promise<PresenceClient> {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/presence`, { headers });
    const client = new PresenceClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(frame: object): void {
    this.socket.send(JSON.stringify(frame));
  }

  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /** The next frame (already received or to come) that matches, consumed. */
  next<T extends ServerFrame['t']>(
    type: T,
    match: (frame: Extract<ServerFrame, { t: T }>) => boolean = () => true,
    timeoutMs = WAIT_MS,
  ): Promise<Extract<ServerFrame, { t: T }>> {
    const test = (frame: ServerFrame) => frame.t === type && match(frame as Extract<ServerFrame, { t: T }>);
    const index = this.frames.findIndex(test);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0] as Extract<ServerFrame, { t: T }>);
    return new Promise((resolve, reject) => {
      const waiter = { match: test, resolve: resolve as (frame: ServerFrame) => void };
      this.waiters.push(waiter);
      setTimeout(() => {
        const at = this.waiters.indexOf(waiter);
        if (at < 0) return;
        this.waiters.splice(at, 1);
        reject(new Error(`no '${type}' frame matched within ${timeoutMs} ms`));
      }, timeoutMs).unref();
    });
  }

  /** The next frame of any type that matches, consumed (one waiter, so nothing is left waiting). */
  nextWhere(match: (frame: ServerFrame) => boolean, timeoutMs = WAIT_MS): Promise<ServerFrame> {
    const index = this.frames.findIndex(match);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        const at = this.waiters.indexOf(waiter);
        if (at < 0) return;
        this.waiters.splice(at, 1);
        reject(new Error(`no frame matched within ${timeoutMs} ms`));
      }, timeoutMs).unref();
    });
  }

  /** Every frame received and not consumed yet. */
  unread(): ServerFrame[] {
    return [...this.frames];
  }

  close(): void {
    this.socket.close();
  }
}

/** Cells of the overworld a test can use: open ground with grass to the right, a wall to the right, far-apart grass. */
export function overworldCells() {
  const grid = BUILT_IN_ATLAS.grid('overworld');
  const grass = (x: number, y: number) => tileAt(grid, x, y) === 0;
  let open: { x: number; y: number } | undefined;
  let wall: { x: number; y: number } | undefined;
  for (let y = 2; y < grid.length - 2 && (!open || !wall); y += 1) {
    for (let x = 2; x < grid[y]!.length - 3; x += 1) {
      if (!open && grass(x, y) && grass(x + 1, y) && grass(x + 2, y)) open = { x, y };
      if (!wall && grass(x, y) && !isWalkableTile(tileAt(grid, x + 1, y)) && tileAt(grid, x + 1, y) !== undefined) {
        wall = { x, y };
      }
    }
  }
  if (!open || !wall) throw new Error('the overworld has no open ground or no wall');
  let far: { x: number; y: number } | undefined;
  for (let y = 0; y < grid.length && !far; y += 1) {
    for (let x = 0; x < grid[y]!.length; x += 1) {
      if (grass(x, y) && (x - open.x) ** 2 + (y - open.y) ** 2 > 20 * 20) {
        far = { x, y };
        break;
      }
    }
  }
  if (!far) throw new Error('the overworld has no grass far from the open ground');
  return { open, wall, far };
}

/**
 * A test app listening on a free port, for socket tests: `base` once `start()` has run, and
 * `clients` that `stop()` closes with the app.
 */
export function listeningApp(env: Record<string, string> = {}) {
  const state = { t: undefined as unknown as TestApp, base: '', clients: [] as PresenceClient[] };
  return Object.assign(state, {
    async start() {
      state.t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000', ...env } });
      await state.t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = state.t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      state.base = `http://127.0.0.1:${address.port}`;
    },
    async stop() {
      for (const client of state.clients) client.close();
      await state.t.close();
    },
  });
}
