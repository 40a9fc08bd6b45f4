import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/app.js';

describe('closing the app', () => {
  it('finishes a request in flight, then closes the database', async () => {
    let handlerStarted!: () => void;
    const started = new Promise<void>((resolve) => (handlerStarted = resolve));
    const t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test/slow', async () => {
          handlerStarted();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { success: true, finished: true };
        });
      },
    });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const pending = fetch(`${address}/api/test/slow`);
    await started;
    const closing = t.close();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, finished: true });
    await closing;
    expect(t.app.server.listening).toBe(false);
    await expect(t.database.ping()).rejects.toThrow();
  });
});
