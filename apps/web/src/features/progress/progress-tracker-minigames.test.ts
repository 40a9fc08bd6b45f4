import { describe, expect, it } from 'vitest';
import { flushPromises, kinds, NOW, setup, signedIn } from './tracker-setup';

describe('mini-game results', () => {
  it("rewards a guest's terminal once, with Terminal Master, kept locally", () => {
    const { tracker } = setup();
    tracker.miniGameFinished({ game: 'terminal' });
    expect(tracker.getSnapshot().experience).toBe(100);
    expect(tracker.getSnapshot().achievements.map((a) => a.id)).toContain('terminal_master');
    expect(kinds(tracker)).toEqual(['xp', 'achievement']);
    tracker.miniGameFinished({ game: 'terminal' });
    expect(tracker.getSnapshot().experience).toBe(100);
  });

  it("completes a guest's level 4 once with the platformer: 30 + floor(score/100), and the score reward", () => {
    const { tracker, storage } = setup();
    tracker.miniGameFinished({ game: 'platformer', score: 2550 });
    const snapshot = tracker.getSnapshot();
    expect(snapshot.completedLevels).toEqual(['level4']);
    expect(snapshot.experience).toBe(200 + 30 + 25);
    expect(snapshot.achievements.map((a) => a.id)).toEqual(expect.arrayContaining(['shooter_adept', 'shooter_expert']));
    expect(storage.getItem('level-4-completed')).toBe('true');
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
    expect(kinds(tracker)).toEqual(expect.arrayContaining(['xp', 'levelBanner', 'levelComplete', 'achievement']));
    expect(server.calls.filter((call) => call.kind === 'event')).toEqual([]);
    expect(
      server.calls.filter((call) => call.kind === 'achievement').map((call) => call.kind === 'achievement' && call.id),
    ).not.toContain('shooter_adept');
  });
});
