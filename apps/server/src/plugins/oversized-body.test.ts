import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@authentic/core';
import { createTestApp, type TestApp } from '../test/app.js';

/** Issue 22 §7: a body over the limit gets its 413 over a real socket, never a reset connection. */
describe('a JSON body over the limit', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT_BYTES: '1024' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  // Megabytes, so the answer comes long before the client has written it all.
  const body = JSON.stringify({ message: 'x'.repeat(8 * 1024 * 1024) });

  it('is answered 413 with its message to a client that writes the whole body first, every time', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      try {
        const res = await fetch(`${base}/api/feedback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        outcomes.push(`${res.status} ${((await res.json()) as { message: string }).message}`);
      } catch (error) {
        outcomes.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
      }
    }
    expect(outcomes).toEqual(Array.from({ length: 6 }, () => `413 ${API_MESSAGES.bodyTooLarge}`));
  });

  it('keeps the connection for the next request once the body is read', async () => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', (error) => (received += `\n${String(error)}`));
    const request = (payload: string) =>
      `POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`;
    socket.write(request(body));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await expect.poll(() => received, { timeout: 15_000 }).toMatch(/"status":"ok"/);
    expect(received).toMatch(/^HTTP\/1\.1 413/);
    socket.destroy();
  });
});
