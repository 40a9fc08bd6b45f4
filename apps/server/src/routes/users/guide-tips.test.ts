import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NPC_CATALOGUE, NPC_TALK_TEXTS } from '@authentic/core';
import { ensureCharacter, updateCharacter } from '../../db/characters-repository.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

/** Decision 0244: a guide gives nothing to save. */
describe('guide tips are not saved quotes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const timestamp = '2026-11-26T12:00:00.000Z';
  const tip = { text: NPC_CATALOGUE.guide.dialogue[0]!.text, author: 'Guide', npcType: 'guide', timestamp };
  const muir = { ...NPC_CATALOGUE.john_muir.dialogue[0]!, npcType: 'naturalist', timestamp };

  it("refuses a guide's tip with 422 and a clear message, keeping the collection as it was", async () => {
    const player = await registerPlayer(t.app);
    const put = (savedQuotes: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${player.user.id}`,
        headers: as(player.token),
        payload: { savedQuotes },
      });
    expect((await put([muir])).statusCode).toBe(200);

    const refused = await put([muir, tip]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ success: false, message: NPC_TALK_TEXTS.guideTipNotSaved });
    // However it is cased or spaced.
    expect((await put([muir, { ...tip, text: `  ${tip.text.toUpperCase()} ` }])).statusCode).toBe(422);

    const read = await t.app.inject({ method: 'GET', url: `/api/users/${player.user.id}`, headers: as(player.token) });
    expect(read.json().character.savedQuotes).toEqual([muir]);
  });

  it('skips tips saved before the rule in the collection and the profile, and drops them on the next save', async () => {
    const player = await registerPlayer(t.app);
    await ensureCharacter(t.database.db, player.user.id);
    await updateCharacter(t.database.db, player.user.id, { savedQuotes: [tip, muir] });

    const read = await t.app.inject({ method: 'GET', url: `/api/users/${player.user.id}`, headers: as(player.token) });
    expect(read.json().character.savedQuotes).toEqual([muir]);
    const stats = await t.app.inject({ method: 'GET', url: '/api/users/me/stats', headers: as(player.token) });
    expect(stats.json()).toMatchObject({
      savedQuotesCount: 1,
      recentQuotes: [expect.objectContaining({ text: muir.text })],
    });

    // An older client sends its whole list back, old tip included: the save goes through without it.
    const wilde = { ...NPC_CATALOGUE.oscar_wilde.dialogue[0]!, timestamp };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${player.user.id}`,
      headers: as(player.token),
      payload: { savedQuotes: [tip, muir, wilde] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().character.savedQuotes).toEqual([muir, wilde]);
    expect((await ensureCharacter(t.database.db, player.user.id)).savedQuotes).toEqual([muir, wilde]);
  });
});
