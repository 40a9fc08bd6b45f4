import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactResponseSchema } from '@authentic/core';
import { artifactComments, artifactVotes } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { as, createArtifact } from './test-kit.js';

/** Issue 14 item 5: counts stay exact when many players act on one artifact at the same moment. */
describe('artifacts: exact counts under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000' } });
  });
  afterAll(() => t.close());

  it('50 players voting and commenting at once give 50 votes by 50 voters and 50 comments', async () => {
    const owner = await registerPlayer(t.app);
    const artifact = await createArtifact(t.app, owner.token);
    const players = await Promise.all(Array.from({ length: 50 }, () => registerPlayer(t.app)));
    const calls = players.flatMap((player, index) => [
      t.app.inject({ method: 'POST', url: `/api/artifacts/${artifact.id}/vote`, headers: as(player.token) }),
      t.app.inject({
        method: 'POST',
        url: `/api/artifacts/${artifact.id}/comment`,
        headers: as(player.token),
        payload: { text: `comment ${index}` },
      }),
    ]);
    const answers = await Promise.all(calls);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([...Array(50).fill(200), ...Array(50).fill(201)]);

    const read = await t.app.inject({ method: 'GET', url: `/api/artifacts/${artifact.id}` });
    const dto = artifactResponseSchema.parse(read.json()).artifact;
    expect(dto.votes).toBe(50);
    expect(dto.commentCount).toBe(50);
    const db = t.database.db;
    const voters = await db.select().from(artifactVotes).where(eq(artifactVotes.artifactId, artifact.id));
    expect(new Set(voters.map((v) => v.userId))).toEqual(new Set(players.map((p) => p.user.id)));
    const comments = await db.select().from(artifactComments).where(eq(artifactComments.artifactId, artifact.id));
    expect(comments).toHaveLength(50);
    expect(new Set(comments.map((c) => c.text)).size).toBe(50);
  }, 60_000);
});
