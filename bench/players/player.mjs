// One simulated player: the calls the web client makes, at the rates it makes them.
import {
  BUILT_IN_MAP_IDS,
  BUILT_IN_MAPS,
  isWalkableTile,
  LOCAL_GAME_STATE_AUTOSAVE_MS,
  REFRESH_LEAD_MS,
  tileAt,
} from '@authentic/core';
import { Client } from './client.mjs';

/**
 * How often each thing happens for one player, and where the web client decides it.
 * Things a player chooses (changing map, opening a page) are random with the mean given;
 * things on a clock (autosave, token refresh) keep the client's own schedule.
 */
export const RATES = {
  /** A walk to the next map: PUT /api/users/me/progress at once (engine/progress-saver.ts). */
  mapChangeMeanMs: 60_000,
  /**
   * A player's artifact comes within 2 tiles for the first time (use-world-artifacts.ts
   * lookAround): POST …/interact view, PUT progress with the viewed list, POST me/events discovery.
   */
  newArtifactInReachMeanMs: 45_000,
  /** use-server-progress.ts: the autosave of the last cell, every 5 minutes. */
  autosaveMs: LOCAL_GAME_STATE_AUTOSAVE_MS,
  /** auth-provider.tsx: a refresh REFRESH_LEAD_MS before the access token (15 minutes) expires. */
  refreshEveryMs: 15 * 60_000 - REFRESH_LEAD_MS,
  /** A visit to the Artifacts page (12 cards), one card opened: interact view; sometimes a vote or comment. */
  artifactsPageMeanMs: 300_000,
  voteChance: 0.3,
  commentChance: 0.1,
  /** artifacts-api.ts ARTIFACTS_STALE_MS: a list read once is not asked for again for 10 minutes. */
  listStaleMs: 10 * 60_000,
  /** A sitting lasts this long on average; then the player logs out and someone logs in. */
  sessionMeanMs: 20 * 60_000,
  /** Of those who start a sitting with a password, this many are new and register. */
  registerChance: 0.1,
};

export const PASSWORD = 'crowd-bench-password';

const exponential = (meanMs) => -Math.log(1 - Math.random()) * meanMs;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function walkableCell(mapId) {
  const grid = BUILT_IN_MAPS[mapId].data;
  for (;;) {
    const y = Math.floor(Math.random() * grid.length);
    const x = Math.floor(Math.random() * (grid[0]?.length ?? 1));
    if (isWalkableTile(tileAt(grid, x, y))) return { x, y };
  }
}

/** The `sub` of an access token: the player's id. */
function subjectOf(token) {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub;
  } catch {
    return undefined;
  }
}

let registered = 0;

export class Player {
  /** `account`: a seeded username and the refresh token of the session its browser has stored. */
  constructor(baseUrl, index, account, recorder) {
    // One address per player, as a load balancer would pass them on.
    this.client = new Client(baseUrl, `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`, recorder);
    this.account = account;
    this.refreshToken = account.refreshToken;
    this.timers = new Set();
    this.stopped = false;
    /** Raised when a sitting ends, so clocks of the sitting before do not run on. */
    this.sitting = 0;
    this.lists = new Map();
  }

  /** Opens the game with a stored session: the page renews it, then loads the game. */
  async join() {
    await this.refresh();
    await this.loadGame();
    this.startClocks(Math.random() * RATES.refreshEveryMs);
  }

  stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  after(ms, task, sitting = this.sitting) {
    if (this.stopped || sitting !== this.sitting) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped && sitting === this.sitting) void task();
    }, ms);
    this.timers.add(timer);
  }

  /** Each activity runs on its own clock; `refreshInMs` is when this access token is due for renewal. */
  startClocks(refreshInMs) {
    const sitting = this.sitting;
    const after = (ms, task) => this.after(ms, task, sitting);
    const every = (mean, task) => {
      const loop = () =>
        after(exponential(mean), async () => {
          await task();
          loop();
        });
      loop();
    };
    every(RATES.mapChangeMeanMs, () => this.changeMap());
    every(RATES.newArtifactInReachMeanMs, () => this.viewNearbyArtifact());
    every(RATES.artifactsPageMeanMs, () => this.visitArtifactsPage());
    const autosave = (ms) =>
      after(ms, async () => {
        await this.saveProgress();
        autosave(RATES.autosaveMs);
      });
    autosave(Math.random() * RATES.autosaveMs);
    const renew = (ms) =>
      after(ms, async () => {
        await this.refresh();
        renew(RATES.refreshEveryMs);
      });
    renew(refreshInMs);
    after(exponential(RATES.sessionMeanMs), () => this.nextSitting());
  }

  async refresh() {
    const { status, body } = await this.client.call('POST /api/auth/refresh', 'POST', '/api/auth/refresh', {
      refreshToken: this.refreshToken,
    });
    if (status === 200 && body?.token) this.signedIn(body.token, body.refreshToken);
  }

  signedIn(token, refreshToken) {
    this.client.token = token;
    this.refreshToken = refreshToken;
    this.userId = subjectOf(token);
  }

  /** game-route.tsx and use-world-artifacts.ts: the character and game state, then the map's artifacts and the inventory. */
  async loadGame() {
    const [, state] = await Promise.all([
      this.client.call('GET /api/users/{id}', 'GET', `/api/users/${this.userId}`),
      this.client.call('GET /api/users/game-state', 'GET', '/api/users/game-state'),
    ]);
    const saved = state.body?.lastPosition;
    this.mapId = saved && BUILT_IN_MAP_IDS.includes(saved.worldId) ? saved.worldId : pick(BUILT_IN_MAP_IDS);
    this.position = saved ? { x: saved.x, y: saved.y } : walkableCell(this.mapId);
    this.viewed = new Set(state.body?.viewedArtifacts ?? []);
    this.lists = new Map();
    await Promise.all([
      this.mapArtifacts(),
      this.client.call('GET /api/artifacts/inventory', 'GET', '/api/artifacts/inventory'),
    ]);
  }

  /** A list the client still holds (10 minutes) is not asked for again. */
  async cachedList(name, path) {
    const held = this.lists.get(path);
    if (held && performance.now() - held.at < RATES.listStaleMs) return held.artifacts;
    const { body } = await this.client.call(name, 'GET', path);
    const artifacts = body?.artifacts ?? [];
    this.lists.set(path, { at: performance.now(), artifacts });
    return artifacts;
  }

  mapArtifacts() {
    return this.cachedList('GET /api/artifacts?mapName', `/api/artifacts?mapName=${this.mapId}&limit=100`);
  }

  saveProgress(update = {}) {
    const lastPosition = { ...this.position, worldId: this.mapId };
    return this.client.call('PUT /api/users/me/progress', 'PUT', '/api/users/me/progress', { ...update, lastPosition });
  }

  async changeMap() {
    const others = BUILT_IN_MAP_IDS.filter((id) => id !== this.mapId);
    this.mapId = pick(others);
    this.position = walkableCell(this.mapId);
    await Promise.all([this.saveProgress(), this.mapArtifacts()]);
  }

  async viewNearbyArtifact() {
    const here = await this.mapArtifacts();
    const artifact = here.find((candidate) => !this.viewed.has(candidate.id));
    if (!artifact) return;
    this.viewed.add(artifact.id);
    const id = artifact.id;
    await Promise.all([
      this.client.call('POST /api/artifacts/{id}/interact', 'POST', `/api/artifacts/${id}/interact`, {
        interactionType: 'view',
      }),
      this.saveProgress({ viewedArtifacts: [...this.viewed] }),
      this.client.call('POST /api/users/me/events', 'POST', '/api/users/me/events', {
        kind: 'discovery',
        artifactId: id,
      }),
    ]);
  }

  async visitArtifactsPage() {
    const page = await this.cachedList(
      'GET /api/artifacts (page)',
      '/api/artifacts?filter=all&sort=newest&page=1&limit=12',
    );
    if (page.length === 0) return;
    const id = pick(page).id;
    await this.client.call('POST /api/artifacts/{id}/interact', 'POST', `/api/artifacts/${id}/interact`, {
      interactionType: 'view',
    });
    if (Math.random() < RATES.voteChance) {
      await this.client.call('POST /api/artifacts/{id}/vote', 'POST', `/api/artifacts/${id}/vote`);
    }
    if (Math.random() < RATES.commentChance) {
      await this.client.call('GET /api/artifacts/{id}', 'GET', `/api/artifacts/${id}`);
      await this.client.call('POST /api/artifacts/{id}/comment', 'POST', `/api/artifacts/${id}/comment`, {
        text: 'Found this on my way through. Lovely.',
      });
    }
  }

  /** The sitting ends: log out; someone (sometimes new) signs in, looks at the dashboard, then plays. */
  async nextSitting() {
    this.sitting += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.client.call('POST /api/auth/logout', 'POST', '/api/auth/logout', { refreshToken: this.refreshToken });
    this.client.token = undefined;
    let answer;
    if (Math.random() < RATES.registerChance) {
      registered += 1;
      const username = `n${process.pid}x${registered}x${Math.floor(Math.random() * 1e6)}`;
      answer = await this.client.call('POST /api/auth/register', 'POST', '/api/auth/register', {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
      });
    } else {
      answer = await this.client.call('POST /api/auth/login', 'POST', '/api/auth/login', {
        identifier: this.account.username,
        username: this.account.username,
        password: PASSWORD,
      });
    }
    if (this.stopped || !answer.body?.token) return;
    this.signedIn(answer.body.token, answer.body.refreshToken);
    // dashboard-page.tsx: the account and the game state, then the game.
    await Promise.all([
      this.client.call('GET /api/auth/me', 'GET', '/api/auth/me'),
      this.client.call('GET /api/users/game-state', 'GET', '/api/users/game-state'),
    ]);
    await this.loadGame();
    this.startClocks(RATES.refreshEveryMs);
  }
}
