import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { PRESENCE_CLOSE, PRESENCE_LIMITS, PRESENCE_MESSAGES } from '@authentic/core';
import { PresenceHub } from './hub.js';
import { resolveSecret, type SafetyEvents, type SafetyLookup, type WordFilter } from './seams.js';
import { SocketSession } from './socket-session.js';
import { AddressCaps } from './socket-caps.js';
import { startBus } from './bus.js';
import { busKey } from './bus-seal.js';
import { startLiveCounts } from './live-counts.js';

/**
 * Live presence (issue 23): who is on which map, their moves, emotes and proximity chat, over one
 * WebSocket at `GET /api/presence` on the same server and port as the API.
 *
 * - The server owns where everyone stands (core's `walkStep` over the same atlas the game walks);
 *   a client sends intents and is answered with the truth (`hi`, `fix`). See socket-session.ts.
 * - Each room is one map; changes go out once per tick, batched per room (rooms.ts, hub.ts).
 * - Where a join starts (decision 0236) and who may enter a world: places.ts.
 * - With REDIS_URL, instances share rooms through pub/sub (bus.ts); without it, one instance
 *   holds everything in memory. Chat is never stored; lines are kept 15 minutes for reports.
 * - Limits: a frame over PRESENCE_LIMITS.maxFrameBytes closes the socket (1009, by ws); a silent
 *   socket is pinged every heartbeatMs and dropped when the next ping finds it still silent.
 *   Sockets are capped per address (at the upgrade) and per account (at `auth`), new ones are
 *   rate-limited per address, and `auth` and `join` have their own budgets (socket-caps.ts,
 *   frame-intake.ts, decision 0261).
 * - An account's sessions ending (a password change, 'sign out everywhere') or a rename reaches
 *   its sockets at once, here and on the control channel (`app.sessions.onChange`, decision 0261).
 * - Safety: blocks hide players both ways, personal mutes hide chat and emotes, moderator mutes
 *   stop chat, a suspension closes the account's sockets (`safetyEvents`, reloaded at once and
 *   sent to other instances on the bus's control channel).
 * - A world's newly published version (issue 25): `presence.worldPublished` tells the world's
 *   players here and, on the same control channel, on every other instance.
 */
export interface PresenceOptions {
  /** What presence reads about accounts (safety's tables); tests pass a stub. */
  lookup?: SafetyLookup;
  redisUrl?: string | undefined;
  /** The bus's HMAC key (BUS_SECRET); without it, one derived from the token signing key (decision 0263). */
  busSecret?: string | undefined;
  jwtSecret?: string | undefined;
  /** PRESENCE_LIMITS.heartbeatMs unless a test needs it shorter. */
  heartbeatMs?: number;
  /** Sockets open at once per address (PRESENCE_LIMITS.socketsPerAddress unless set), and new ones per minute. */
  socketsPerAddress?: number | undefined;
  connectsPerMinute?: number;
}

/** No blocks, no mutes, no restrictions: until safety's repository is wired in. */
export const NO_SAFETY: SafetyLookup = {
  relations: async () => ({ hidden: [], muted: [] }),
  restrictions: async () => ({ mutedUntil: null, suspendedUntil: null }),
};

/** Until safety's plugin decorates the app: chat goes out as typed. */
const NO_FILTER: WordFilter = { flags: () => false, censor: (text) => text };

export const presencePlugin = fp<PresenceOptions>(
  async (app, options) => {
    await app.register(websocket, {
      options: { maxPayload: PRESENCE_LIMITS.maxFrameBytes },
      // A failed upgrade or a handler error must never take the server down.
      errorHandler: (error, socket) => {
        app.log.warn({ err: error }, 'presence: socket error');
        socket.terminate();
      },
    });
    const wordFilter: WordFilter = {
      flags: (text) => (app.hasDecorator('wordFilter') ? app.wordFilter.flags(text) : NO_FILTER.flags(text)),
      censor: (text) => (app.hasDecorator('wordFilter') ? app.wordFilter.censor(text) : NO_FILTER.censor(text)),
    };
    const hub = new PresenceHub(app.database.db, options.lookup ?? NO_SAFETY, wordFilter, app.log);
    const sockets = new Set<SocketSession>();
    app.decorate('presence', hub);

    if (options.redisUrl) {
      const tokenKey = await resolveSecret(app.database.db, options.jwtSecret);
      hub.bus = startBus(hub, options.redisUrl, app.log, busKey(options.busSecret, tokenKey));
      const live = startLiveCounts(hub, options.redisUrl, app.log, busKey(options.busSecret, tokenKey));
      hub.liveCounts = () => live.read();
      app.addHook('onClose', () => live.close());
    }

    // A password change or reset, 'sign out everywhere', a deletion or a rename, on any instance:
    // the account's sockets go on as guests' or under the new name (decision 0261).
    hub.refreshAccount = (userId) => app.sessions.refresh(userId);
    const stopAccounts = app.sessions.onChange((userId, state) => {
      hub.accountsChanged([userId], state).catch((error: unknown) => app.log.warn({ err: error }, 'presence: account'));
      hub.bus?.control('account', [userId]);
    });
    const addresses = new AddressCaps(options.socketsPerAddress ?? PRESENCE_LIMITS.socketsPerAddress);
    const check = { tokens: app.tokens, sessions: app.sessions, socketsPerAccount: PRESENCE_LIMITS.socketsPerAccount };

    // Safety's plugin may be registered before or after this one: its events are found once ready.
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('safetyEvents')) return;
      const events: SafetyEvents = app.safetyEvents;
      events.on('relations', (userIds) => {
        hub.reloadRelations(userIds).catch((error: unknown) => app.log.warn({ err: error }, 'presence: relations'));
        hub.bus?.control('relations', userIds);
      });
      events.on('moderation', (userId) => {
        hub.reloadRestrictions(userId).catch((error: unknown) => app.log.warn({ err: error }, 'presence: moderation'));
        hub.bus?.control('moderation', [userId]);
      });
    });

    // New sockets per address are rate-limited like the API (shared through Redis when there is
    // one): a refused upgrade is a 429, which a browser's socket sees as a drop and tries again later.
    const connects = { max: options.connectsPerMinute ?? 120, timeWindow: '1 minute' };
    app.get('/api/presence', { websocket: true, config: { rateLimit: connects } }, (socket, request) => {
      // Counted at the upgrade, guests too; past the cap the socket is closed at once with its
      // reason, which a browser can show (a refused upgrade would only say 1006).
      const address = request.ip;
      if (!addresses.take(address)) {
        return socket.close(PRESENCE_CLOSE.tooManyFromAddress, PRESENCE_MESSAGES.tooManyFromAddress);
      }
      socket.once('close', () => addresses.release(address));
      const session = new SocketSession(hub, socket, check);
      sockets.add(session);
      hub.wire.sockets += 1;
      socket.on('message', (data, isBinary) => {
        try {
          session.receive(data, isBinary);
        } catch (error) {
          app.log.warn({ err: error }, 'presence: a frame was not handled');
        }
      });
      socket.on('pong', () => {
        session.alive = true;
      });
      // ws reports an oversized or broken frame here and closes the socket itself (1009, 1002).
      socket.on('error', () => undefined);
      socket.on('close', () => {
        hub.wire.sockets -= 1;
        sockets.delete(session);
        session.dispose();
      });
    });

    const heartbeat = setInterval(() => {
      for (const session of sockets) session.heartbeat();
    }, options.heartbeatMs ?? PRESENCE_LIMITS.heartbeatMs);
    heartbeat.unref();
    hub.start(PRESENCE_LIMITS.tickMs);

    app.addHook('onClose', async () => {
      stopAccounts();
      clearInterval(heartbeat);
      // Closing (a rolling restart, issue 38): every player here leaves at once, and one last tick
      // tells the other instances, whose players would otherwise see them for REMOTE_SILENT_MS more.
      for (const session of sockets) session.dispose();
      hub.tick();
      hub.stop();
      await hub.bus?.close();
    });
  },
  { name: 'presence', dependencies: ['db', 'auth'] },
);
