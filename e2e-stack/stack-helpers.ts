import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
// The stack's own modules: plain Node scripts, shared with `npm run stack`.
import { AFFINITY_COOKIE } from '../scripts/stack/layout.mjs';

/** The value of Caddy's affinity cookie that sends a browser to `dial` (its `lb_policy cookie`: HMAC-SHA256, empty secret). */
export function affinityFor(dial: string): string {
  return createHmac('sha256', '').update(dial).digest('hex');
}

/** Keeps this browser on one instance, as Caddy itself would after the first answer. */
export async function pinTo(context: BrowserContext, url: string, dial: string): Promise<void> {
  await context.addCookies([{ name: AFFINITY_COOKIE, value: affinityFor(dial), url }]);
}

/** The instance the browser is on now, as its affinity cookie says. */
export async function pinnedDial(context: BrowserContext, dials: string[]): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === AFFINITY_COOKIE);
  return dials.find((dial) => cookie && affinityFor(dial) === cookie.value);
}

interface SocketRecord {
  opened: number;
  closed: number;
}

/** Notes when each of the page's WebSockets opens and closes (epoch ms), for the time a player was away. */
export async function watchSockets(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const records: SocketRecord[] = [];
    (window as unknown as { socketRecords: SocketRecord[] }).socketRecords = records;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        const record = { opened: 0, closed: 0 };
        records.push(record);
        this.addEventListener('open', () => (record.opened = Date.now()));
        this.addEventListener('close', () => (record.closed = Date.now()));
      }
    };
  });
}

export function socketRecords(page: Page): Promise<SocketRecord[]> {
  return page.evaluate(() => (window as unknown as { socketRecords: SocketRecord[] }).socketRecords);
}

/** Script errors and failed loads on the page, but the 4xx answers a flow asks for. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Requests Caddy sent to `dial` between `from` and `to` (epoch ms), from its debug log's "selected upstream" lines. */
export function requestsTo(caddyLog: string, dial: string, from: number, to: number): number {
  let count = 0;
  for (const line of readFileSync(caddyLog, 'utf8').split('\n')) {
    if (!line.includes('"selected upstream"')) continue;
    const entry = JSON.parse(line) as { ts: number; dial: string };
    const at = entry.ts * 1000;
    if (entry.dial === dial && at >= from && at <= to) count += 1;
  }
  return count;
}

/** Whether Caddy sends a browser pinned to `dial` there now: it rewrites the cookie only when it cannot. */
export async function proxySendsTo(url: string, dial: string): Promise<boolean> {
  const answer = await fetch(`${url}/api/health/live`, {
    headers: { cookie: `${AFFINITY_COOKIE}=${affinityFor(dial)}` },
  });
  await answer.arrayBuffer();
  return answer.ok && answer.headers.get('set-cookie') === null;
}
