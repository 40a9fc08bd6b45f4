// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flushPromises, kinds, NOW, setup, signedIn } from './tracker-setup';

describe('mini-game results', () => {
  it("rewards a guest's terminal once, with Terminal Master, kept locally, on one card", () => {
    const { tracker } = setup();
    tracker.miniGameFinished({ game: 'terminal' });
    expect(tracker.getSnapshot().experience).toBe(100);
    expect(tracker.getSnapshot().achievements.map((a) => a.id)).toContain('terminal_master');
    expect(tracker.getSnapshot().queue).toEqual([
      expect.objectContaining({
        kind: 'win',
        game: 'terminal',
        level: null,
        earned: expect.objectContaining({
          experience: [{ amount: 100, reason: 'terminal' }],
          achievements: [expect.objectContaining({ id: 'terminal_master' })],
          total: 100,
        }),
      }),
    ]);
    tracker.miniGameFinished({ game: 'terminal' });
    expect(tracker.getSnapshot().experience).toBe(100);
    // A second win earns nothing, and its card says so (no experience, no achievement).
    expect(tracker.getSnapshot().queue.at(-1)).toEqual(
      expect.objectContaining({ kind: 'win', earned: expect.objectContaining({ experience: [], achievements: [] }) }),
    );
  });

  it("completes a guest's level 4 once with the platformer: 30 + floor(score/100), and the score reward", () => {
    const { tracker, storage } = setup();
    tracker.miniGameFinished({ game: 'platformer', score: 2550 });
    const snapshot = tracker.getSnapshot();
    expect(snapshot.completedLevels).toEqual(['level4']);
    expect(snapshot.experience).toBe(200 + 30 + 25);
    expect(snapshot.achievements.map((a) => a.id)).toEqual(expect.arrayContaining(['shooter_adept', 'shooter_expert']));
    expect(storage.getItem('level-4-completed')).toBe('true');
    // One card for the win: the level, the game's experience, the level's and the score bonus.
    expect(kinds(tracker)).toEqual(['win']);
    expect(snapshot.queue[0]).toEqual(
      expect.objectContaining({
        level: 'level4',
        game: 'platformer',
        earned: expect.objectContaining({
          experience: [
            { amount: 200, reason: 'shooter' },
            { amount: 30, reason: 'level' },
            { amount: 25, reason: 'shooter' },
          ],
        }),
      }),
    );
    tracker.miniGameFinished({ game: 'platformer', score: 2550 });
    expect(tracker.getSnapshot().experience).toBe(255);
  });

  it("shows a signed-in player's server reward and sends no experience of its own for it", async () => {
    const { tracker, server } = signedIn({ experience: 40 });
    server.autoResolve = true;
    tracker.miniGameRewarded('platformer', {
      success: true,
      experience: 295,
      level: 2,
      gained: { game: 200, level: 55 },
      levelCompleted: 'level4',
      achievements: [{ id: 'shooter_adept', name: 'Arcade Adept', description: 'x', type: 'game', unlockedAt: NOW }],
      score: 2550,
    });
    await flushPromises();
    const snapshot = tracker.getSnapshot();
    expect(snapshot.experience).toBe(295);
    expect(snapshot.completedLevels).toEqual(['level4']);
    expect(kinds(tracker)).toEqual(['win']);
    expect(snapshot.queue[0]).toEqual(
      expect.objectContaining({
        level: 'level4',
        earned: {
          experience: [
            { amount: 200, reason: 'shooter' },
            { amount: 55, reason: 'level' },
          ],
          achievements: [expect.objectContaining({ id: 'shooter_adept' })],
          total: 295,
          before: 40,
        },
      }),
    );
    expect(server.calls.filter((call) => call.kind === 'event')).toEqual([]);
    expect(
      server.calls.filter((call) => call.kind === 'achievement').map((call) => call.kind === 'achievement' && call.id),
    ).not.toContain('shooter_adept');
  });
});
