import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_API, SAFETY_MESSAGES } from '@authentic/core';
import { runModeratorCommand } from '../moderator-cli.js';
import { OPERATOR_HEADER, operatorFile, readOperator } from '../operator.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

/**
 * Decision 0285: `npm run moderator` while the server holds the embedded database goes through
 * the server, with the operator token it wrote beside the database when it started listening.
 */
describe('the operator route of `npm run moderator`', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const send = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: SAFETY_API.moderationOperator, payload: body, headers });

  const onPglite = process.env.TEST_DB_KIND !== 'postgres';

  it.runIf(onPglite)(
    'on the embedded database: runs grant, list and revoke with the token only, and removes its file on close',
    async () => {
      const dir = t.database.dataDir!;
      const operator = readOperator(dir);
      expect(operator).toMatchObject({ pid: process.pid });
      const token = { [OPERATOR_HEADER]: operator!.token };
      const p = await registerPlayer(t.app);

      expect((await send({ command: 'grant', username: p.user.username }, token)).json()).toEqual({
        success: true,
        code: 0,
        lines: [`${p.user.username} is a moderator.`],
      });
      expect((await send({ command: 'list' }, token)).json().lines).toEqual([`${p.user.username} (${p.user.id})`]);
      expect((await send({ command: 'grant', username: 'nobody_by_this_name' }, token)).json()).toMatchObject({
        code: 1,
      });

      // Without the token, with a wrong one, or with a moderator's own session: refused.
      const wrong: Array<Record<string, string>> = [
        {},
        { [OPERATOR_HEADER]: 'x'.repeat(43) },
        { authorization: `Bearer ${p.token}` },
      ];
      for (const headers of wrong) {
        const refused = await send({ command: 'revoke', username: p.user.username }, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(SAFETY_MESSAGES.notModerator);
      }
      for (const body of [{}, { command: 'promote' }, { command: 'grant', username: '' }]) {
        expect((await send(body, token)).statusCode).toBe(400);
      }
      expect((await runModeratorCommand(t.database.db, ['list'])).lines).toHaveLength(1);
      expect((await send({ command: 'revoke', username: p.user.username }, token)).json().code).toBe(0);

      await t.app.close();
      expect(existsSync(operatorFile(dir))).toBe(false);
    },
  );

  it.runIf(!onPglite)('on PostgreSQL: there is no such route (the command opens the database itself)', async () => {
    expect((await send({ command: 'list' })).statusCode).toBe(404);
  });
});
