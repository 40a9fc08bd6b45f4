import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from './lib.mjs';
import { caddyfile, HEALTH, instanceEnv, SERVICES, SHARED_ENV, SHUTDOWN_DRAIN_MS } from './stack/layout.mjs';

const read = (file) => readFileSync(path.join(root, 'deploy', file), 'utf8');
const compose = parse(read('compose.yaml'), { merge: true });
const services = compose.services;
const instanceNames = Object.keys(services).filter((name) => name.startsWith(`${SERVICES.instance}-`));
/** What `npm run stack` gives every instance (the values are this machine's; the names are what count). */
const stackEnv = instanceEnv({
  port: 1,
  dataDir: 'd',
  uploadsDir: 'u',
  databaseUrl: 'postgres://x',
  redisUrl: 'redis://x',
  publicUrl: 'http://x',
});
/** The reverse_proxy settings of a Caddyfile, one directive a line, without the upstreams. */
const proxySettings = (text) => {
  const block = /reverse_proxy [^\n]*\{\n([^}]*)\}/.exec(text)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
};

// Issue 38 item 1: deploy/ writes down for real servers the layout `npm run stack` starts here.
describe('deploy/ and npm run stack agree', () => {
  it('compose has the stack’s services: PostgreSQL, Redis, two or more instances and Caddy', () => {
    for (const name of [SERVICES.database, SERVICES.redis, SERVICES.proxy]) expect(services).toHaveProperty(name);
    expect(instanceNames.length).toBeGreaterThanOrEqual(2);
    // Caddy proxies to every instance, on the port each listens on.
    const upstreams = services[SERVICES.proxy].environment.AUTHENTIC_UPSTREAMS.split(' ');
    expect(upstreams).toEqual(instanceNames.map((name) => `${name}:${services[name].environment.PORT}`));
  });

  it('every instance gets the variables the stack sets, the shared ones alike, its DATA_DIR its own', () => {
    const names = Object.keys(stackEnv);
    for (const name of instanceNames)
      expect(Object.keys(services[name].environment)).toEqual(expect.arrayContaining(names));
    for (const variable of SHARED_ENV) {
      expect(new Set(instanceNames.map((name) => services[name].environment[variable])).size, variable).toBe(1);
    }
    const dataDirs = instanceNames.map((name) => services[name].environment.DATA_DIR);
    expect(new Set(dataDirs).size).toBe(instanceNames.length);
    expect(services[instanceNames[0]].environment.SHUTDOWN_DRAIN_MS).toBe(String(SHUTDOWN_DRAIN_MS));
  });

  it('the database and the uploads live on volumes, the uploads one shared by every instance', () => {
    expect(services[SERVICES.database].volumes).toContain('database:/var/lib/postgresql/data');
    for (const name of instanceNames) {
      const uploads = services[name].environment.UPLOADS_DIR;
      expect(services[name].volumes).toContain(`uploads:${uploads}`);
    }
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['database', 'uploads']));
  });

  it('health checks ask readiness, in compose, the Dockerfile and both Caddyfiles', () => {
    for (const name of instanceNames) expect(services[name].healthcheck.test.join(' ')).toContain(HEALTH.ready);
    expect(read('Dockerfile')).toMatch(new RegExp(`HEALTHCHECK[^\\n]*\\n[^\\n]*${HEALTH.ready}`));
    const stackProxy = proxySettings(caddyfile({ listen: ':80', upstreams: ['127.0.0.1:1'] }));
    expect(stackProxy).toContain(`health_uri ${HEALTH.ready}`);
    expect(proxySettings(read('Caddyfile'))).toEqual(stackProxy);
  });

  it('images are pinned to a version', () => {
    const images = Object.values(services)
      .map((service) => service.image)
      .filter((image) => image && image !== 'authentic:local');
    expect(images.length).toBe(3);
    for (const image of images) expect(image).toMatch(/:\d+\.\d+(\.\d+)?(-[a-z]+)?$/);
    for (const from of read('Dockerfile').match(/^FROM .*$/gm) ?? []) expect(from).toMatch(/node:20\.\d+\.\d+-/);
  });

  it('the systemd unit runs one instance per port on the shared settings, stopped with SIGTERM after the drain', () => {
    const unit = read('systemd/authentic@.service');
    expect(unit).toContain('Environment=PORT=%i');
    expect(unit).toContain('EnvironmentFile=/etc/authentic/authentic.env');
    expect(unit).toContain('KillSignal=SIGTERM');
    expect(Number(/TimeoutStopSec=(\d+)/.exec(unit)?.[1]) * 1000).toBeGreaterThan(SHUTDOWN_DRAIN_MS + 10_000);
    const shared = read('systemd/authentic.env.example');
    for (const variable of SHARED_ENV) expect(shared, variable).toMatch(new RegExp(`^${variable}=`, 'm'));
    expect(shared).toContain(`SHUTDOWN_DRAIN_MS=${SHUTDOWN_DRAIN_MS}`);
    // Caddy's drop-in names the instances the unit runs, by port.
    const proxy = read('systemd/caddy.service.d/authentic.conf');
    expect(/AUTHENTIC_UPSTREAMS=([^"\n]+)/.exec(proxy)?.[1]?.split(' ')).toEqual(['127.0.0.1:3001', '127.0.0.1:3002']);
  });
});
