import Fastify, {
  type FastifyInstance,
  type FastifyServerFactory,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { logDestination } from './log-format.js';
import { dbPlugin } from './plugins/db.js';
import { lifecyclePlugin } from './plugins/lifecycle.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { openApiPlugin } from './plugins/openapi.js';
import { metricsPlugin } from './plugins/metrics.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';
import { authPlugin } from './plugins/auth.js';
import { mailerPlugin } from './plugins/mailer.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { safetyPlugin } from './moderation/safety-plugin.js';
import { artifactRoutes } from './routes/artifacts/index.js';
import { authRoutes } from './routes/auth/index.js';
import { diagnosticsRoutes } from './routes/diagnostics/index.js';
import { feedbackRoutes } from './routes/feedback/index.js';
import { healthRoutes } from './routes/health/index.js';
import { miniGameRoutes } from './routes/minigames/index.js';
import { worldRoutes } from './routes/worlds/index.js';
import { exploreRoutes } from './routes/explore/index.js';
import { worldBuilderRoutes } from './routes/worlds/builder.js';
import { worldTilesetRoutes } from './routes/worlds/tilesets.js';
import { worldPositionRoutes } from './routes/worlds/positions.js';
import { npcRoutes } from './routes/npcs/index.js';
import { characterRoutes } from './routes/characters/index.js';
import { userRoutes } from './routes/users/index.js';
import { profileRoutes } from './routes/users/profile.js';
import { accountDataRoutes } from './routes/users/account-data.js';
import { friendRoutes } from './routes/friends/index.js';
import { playerRoutes } from './routes/players/index.js';
import { safetyRoutes } from './moderation/routes/safety.js';
import { privacyRoutes } from './moderation/routes/privacy.js';
import { reportRoutes } from './moderation/routes/reports.js';
import { moderationRoutes } from './moderation/routes/index.js';
import { worldModerationRoutes } from './moderation/routes/worlds.js';
import { presencePlugin } from './realtime/presence-plugin.js';
import { createReplayPool } from './replay/replay-pool.js';
import { storyRunner } from './replay/story-runner.js';
import { worldChecker } from './replay/world-check.js';
import { safetyLookup } from './moderation/db/safety-repository.js';

/**
 * Every schema is zod (the compilers are also set on the app below): Fastify's defaults, ajv and
 * fast-json-stringify, would never compile anything, and this way they are not even loaded (about
 * 0.1 s of a start). Fastify types these factories for ajv, hence the cast.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export interface AppDeps {
  /** An opened, migrated database. The app closes it when it closes. */
  database: Database;
  /** Sees every route as it is added (the fuzz suite reads the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The socket to serve on, when it listens already (the early server, early-server.ts). */
  serverFactory?: FastifyServerFactory;
}

/**
 * Builds the whole server: plugins, then one route plugin per resource, one
 * error handler. Not yet listening and not yet ready, so tests can add routes.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(config, deps);
  await registerPlugins(app, config, deps);
  await registerRoutes(app, config);
  await registerWebApp(app, config.webDistDir, { serveSourceMaps: config.env !== 'production' });
  return app;
}

/** The Fastify instance with its options (logging, limits, zod compilers) and the polite close. */
function createFastify(config: Config, deps: AppDeps): FastifyInstance {
  const app: FastifyInstance = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...logDestination(),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Finish in-flight requests on close; idle keep-alive sockets are dropped.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    schemaController: { compilersFactory: zodCompilers },
    ...(deps.serverFactory ? { serverFactory: deps.serverFactory } : {}),
  });
  // While closing, answers ask the client to drop its keep-alive socket, so a
  // request that was in flight when SIGTERM came does not hold the close open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  return app;
}

/** The plugins every route relies on, in order: OpenAPI, database, errors, security, rate limits, auth, mail, uploads, safety, presence. */
async function registerPlugins(app: FastifyInstance, config: Config, deps: AppDeps): Promise<void> {
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before every route, so the OpenAPI document sees them all; it is built on its first request.
  await app.register(openApiPlugin);
  // Before every route too, so each request is timed by its route (off unless configured).
  await app.register(metricsPlugin, config.metrics);

  await app.register(dbPlugin, { database: deps.database });
  await app.register(lifecyclePlugin);
  registerErrorHandler(app);
  registerInputGuard(app);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });

  await app.register(authPlugin, { jwtSecret: config.jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds });
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  await app.register(uploadsPlugin, {
    dir: config.uploadsDir,
    quotaBytes: config.uploadQuotaBytes,
    addressDailyBytes: config.uploadAddressDailyBytes,
  });

  await app.register(safetyPlugin, { wordFilter: config.wordFilter });

  // Live presence: the WebSocket at /api/presence (after safety, whose events and filter it uses).
  await app.register(presencePlugin, {
    redisUrl: config.redisUrl,
    busSecret: config.busSecret,
    jwtSecret: config.jwtSecret,
    lookup: safetyLookup(app.database.db),
    socketsPerAddress: config.presence.socketsPerAddress,
    connectsPerMinute: config.presence.connectsPerMinute,
  });
}

/** One route plugin per resource, under /api. */
async function registerRoutes(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/auth', config });
  await app.register(feedbackRoutes, { prefix: '/api/feedback' });
  await app.register(diagnosticsRoutes, { prefix: '/api/diagnostics' });
  await app.register(npcRoutes, { prefix: '/api/npcs' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(profileRoutes, { prefix: '/api/users', config });
  await app.register(accountDataRoutes, { prefix: '/api/users', config });
  await app.register(friendRoutes, { prefix: '/api/friends' });
  await app.register(playerRoutes, { prefix: '/api/players' });
  await app.register(safetyRoutes, { prefix: '/api/safety' });
  await app.register(privacyRoutes, { prefix: '/api/users' });
  await app.register(reportRoutes, { prefix: '/api/reports' });
  await app.register(moderationRoutes, { prefix: '/api/moderation' });
  await app.register(worldModerationRoutes, { prefix: '/api/moderation' });
  await app.register(characterRoutes, { prefix: '/api/characters' });
  await app.register(artifactRoutes, { prefix: '/api/artifacts' });
  // One pool of worker threads for work too slow for the event loop: mini-game replays and the
  // checks of big worlds share its threads and its queue (decisions 0231, 0259).
  const workers = createReplayPool(config.replay);
  app.addHook('onClose', () => workers.close());
  app.metrics.gauge(
    'authentic_replay_queue',
    'Replays, world checks and stories waiting for a thread',
    () => workers.queueSize,
  );
  await app.register(miniGameRoutes, { prefix: '/api/minigames', config, pool: workers });
  // One storage per player for uploads and world versions, and a cap on worlds (decision 0260).
  const worldLimits = { storageQuotaBytes: config.uploadQuotaBytes, worldsPerPlayer: config.worldsPerPlayer };
  await app.register(worldRoutes, { prefix: '/api/worlds', ...worldLimits });
  await app.register(exploreRoutes, {
    prefix: '/api/explore',
    perMinute: config.exploreRateLimit,
    cacheMs: config.exploreCacheMs,
  });
  await app.register(worldPositionRoutes, { prefix: '/api/worlds' });
  await app.register(worldBuilderRoutes, {
    prefix: '/api/worlds',
    ...worldLimits,
    checkWorld: worldChecker(workers, config.worldCheck),
    // A world's ink story, compiled and played on the same threads (decision 0283).
    stories: storyRunner(workers),
  });
  // A world's own tileset images (issue 36), decoded on the same threads within the replay budget.
  await app.register(worldTilesetRoutes, {
    prefix: '/api/worlds',
    decodePng: (bytes) => workers.decodePng(bytes, config.replay.timeBudgetMs),
  });
}
