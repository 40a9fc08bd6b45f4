import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** A comma-separated setting as a list of words (blank entries dropped). */
const wordList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * The environment the server reads, validated at start (STYLE.md habit 12).
 * A bad value stops the start with a message that names the variable.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  UPLOADS_DIR: z.string().trim().min(1).optional(),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  BUS_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 32, { message: 'must be at least 32 characters' }),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine((origins) => origins.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), {
      message: 'must be a comma-separated list of origins like https://example.com',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 32, { message: 'must be at least 32 characters' }),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().min(0.0001).max(365).default(30),
  APP_URL: optionalUrl(['http', 'https']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().trim().min(3).default('Authentic Internet <no-reply@authentic.local>'),
  AUTH_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_IDENTIFIER: z.coerce.number().int().min(1).default(10),
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  UPLOAD_ADDRESS_DAILY_MB: z.coerce.number().positive().default(1000),
  WORLDS_PER_PLAYER: z.coerce.number().int().min(1).max(10_000).default(20),
  AUTH_RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(1).default(100),
  AUTH_RATE_LIMIT_REFRESH: z.coerce.number().int().min(1).default(30),
  REPLAY_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  REPLAY_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
  REPLAY_TIME_BUDGET_MS: z.coerce.number().int().min(1).default(5000),
  REPLAY_RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(1).default(10),
  REPLAY_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(30),
  /** GET /api/explore per player (or address) per minute (issue 34); bench:explore raises it. */
  EXPLORE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** How long Explore reuses a first page (decision 0273); unset: 1000, or 0 under NODE_ENV=test. */
  EXPLORE_CACHE_MS: z.coerce.number().int().min(0).max(10_000).optional(),
  WORLD_CHECK_BUDGET_MS: z.coerce.number().int().min(1).default(5000),
  WORLD_CHECK_INLINE_MAX: z.coerce.number().int().min(0).default(16_384),
  // Unset: core's PRESENCE_LIMITS.socketsPerAddress (core is not loaded before the server listens).
  PRESENCE_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).optional(),
  PRESENCE_CONNECTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** After SIGTERM, how long readiness says `stopping` before the server closes (decision 0292). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  WORD_FILTER: z.enum(['on', 'off']).default('on'),
  WORD_FILTER_EXTRA: z.string().max(10_000).optional(),
  WORD_FILTER_ALLOW: z.string().max(10_000).optional(),
  /** Prometheus metrics (decision 0288): off unless one of these is set. */
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 16, { message: 'must be at least 16 characters' }),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Uploaded files; a directory every instance sees when several run (DATA_DIR/uploads by default). */
  uploadsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * HMAC key of the presence bus's messages on Redis (decision 0263); without one, a key derived
   * from the token signing key, which every instance on one database shares.
   */
  busSecret: string | undefined;
  corsOrigins: string[];
  logLevel: string;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** Folder of the built web app; undefined when the API runs alone (tests, `npm run dev`). */
  webDistDir: string | undefined;
  /** HS256 key for access tokens; without one, a key is made once and kept in the database. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlMs: number;
  /** Public address of the app, used in e-mailed links. */
  appUrl: string;
  /** Without SMTP, mail is written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Login and register attempts per 15 minutes: per IP, per identifier from one IP,
   * per identifier from anywhere; refreshes per minute per presented token.
   */
  authRateLimit: { perIp: number; perIdentifier: number; perAccount: number; perRefreshToken: number };
  /** What one player's uploaded files and world versions may take together (decisions 0226, 0260). */
  uploadQuotaBytes: number;
  /** What may be uploaded from one address in one UTC day, whoever is signed in (decision 0234). */
  uploadAddressDailyBytes: number;
  /** How many worlds one player may keep (decision 0260). */
  worldsPerPlayer: number;
  exploreRateLimit: number;
  exploreCacheMs: number;
  /**
   * Mini-game replays (decision 0231): worker threads, results that may wait for one, the time
   * one may take from when it is asked for, and results per minute per account and per address.
   */
  replay: { threads: number; queue: number; timeBudgetMs: number; perAccount: number; perAddress: number };
  /**
   * World checks (decision 0259): documents of more cells than `inlineCells` are checked on the
   * replay threads, within `timeBudgetMs` from when the check is asked for.
   */
  worldCheck: { timeBudgetMs: number; inlineCells: number };
  /** The word filter (safety/word-filter.ts): on or off, words added to its list, words let through. */
  wordFilter: { enabled: boolean; extra: string[]; allow: string[] };
  /**
   * Live presence's sockets (decision 0261): open at once per address on one instance, and new
   * ones per minute per address (a school or a shared network is one address: both are generous).
   */
  presence: { socketsPerAddress: number | undefined; connectsPerMinute: number };
  /**
   * Prometheus metrics (decision 0288): a listener of their own on `host:port` (127.0.0.1 unless
   * told), and/or `GET /api/metrics` on the public port for a bearer token; neither when unset.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /**
   * How long a stopping instance goes on serving while its readiness says `stopping`, so a proxy's
   * health check takes it out before it closes: at least the proxy's check interval (decision 0292).
   */
  shutdownDrainMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    busSecret: e.BUS_SECRET,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlMs: Math.round(e.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_IP,
      perIdentifier: e.AUTH_RATE_LIMIT_IDENTIFIER,
      perAccount: e.AUTH_RATE_LIMIT_ACCOUNT,
      perRefreshToken: e.AUTH_RATE_LIMIT_REFRESH,
    },
    uploadQuotaBytes: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024),
    uploadAddressDailyBytes: Math.round(e.UPLOAD_ADDRESS_DAILY_MB * 1024 * 1024),
    worldsPerPlayer: e.WORLDS_PER_PLAYER,
    exploreRateLimit: e.EXPLORE_RATE_LIMIT,
    exploreCacheMs: e.EXPLORE_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    replay: {
      threads: e.REPLAY_THREADS,
      queue: e.REPLAY_QUEUE,
      timeBudgetMs: e.REPLAY_TIME_BUDGET_MS,
      perAccount: e.REPLAY_RATE_LIMIT_ACCOUNT,
      perAddress: e.REPLAY_RATE_LIMIT_IP,
    },
    worldCheck: { timeBudgetMs: e.WORLD_CHECK_BUDGET_MS, inlineCells: e.WORLD_CHECK_INLINE_MAX },
    wordFilter: {
      enabled: e.WORD_FILTER === 'on',
      extra: wordList(e.WORD_FILTER_EXTRA),
      allow: wordList(e.WORD_FILTER_ALLOW),
    },
    presence: { socketsPerAddress: e.PRESENCE_SOCKETS_PER_ADDRESS, connectsPerMinute: e.PRESENCE_CONNECTS_PER_MINUTE },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
}
