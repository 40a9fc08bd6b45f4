import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NPC_CATALOGUE } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';

describe('POST /api/npcs/:id/interact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = (id: string, prompt: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/npcs/${id}/interact`, payload: { prompt } });

  it("answers in the NPC's voice with one of their quotes", async () => {
    const res = await ask('john_muir', 'Tell me about the mountains');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; response: string; quote?: { text: string; author: string } }>();
    expect(body.success).toBe(true);
    expect(body.response.length).toBeGreaterThan(0);
    const muirLines = NPC_CATALOGUE.john_muir.dialogue.map((q) => q.text);
    expect(muirLines).toContain(body.quote?.text);
  });

  it('answers the same prompt the same way', async () => {
    const first = (await ask('oscar_wilde', 'What do you think of love?')).json();
    const second = (await ask('oscar_wilde', 'What do you think of love?')).json();
    expect(second).toEqual(first);
  });

  it('rejects an empty prompt and an unknown NPC', async () => {
    const empty = await ask('guide', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('prompt');
    const unknown = await ask('nobody', 'hello');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Resource not found' });
  });
});
