import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults that run the game on an embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.corsOrigins).toEqual([]);
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/somewhere',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      BUS_SECRET: 'a-shared-secret-of-at-least-32-chars',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 4100,
      dataDir: '/tmp/somewhere',
      databaseUrl: 'postgres://u@127.0.0.1:5432/db',
      redisUrl: 'redis://127.0.0.1:6379',
      busSecret: 'a-shared-secret-of-at-least-32-chars',
      corsOrigins: ['https://a.example', 'http://localhost:5173'],
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('reads the presence socket limits, leaving the per-address cap to core when unset (decision 0261)', () => {
    expect(loadConfig({}).presence).toEqual({ socketsPerAddress: undefined, connectsPerMinute: 120 });
    expect(loadConfig({ PRESENCE_SOCKETS_PER_ADDRESS: '400', PRESENCE_CONNECTS_PER_MINUTE: '900' }).presence).toEqual({
      socketsPerAddress: 400,
      connectsPerMinute: 900,
    });
    expect(() => loadConfig({ PRESENCE_SOCKETS_PER_ADDRESS: '0' })).toThrow(/PRESENCE_SOCKETS_PER_ADDRESS/);
  });

  it('treats an empty DATABASE_URL as not set', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses bad values and names each variable', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', CORS_ORIGINS: 'not an origin', BUS_SECRET: 'short' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toContain('CORS_ORIGINS');
    expect(message).toContain('BUS_SECRET: must be at least 32 characters');
  });
});
