// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DISCOVERY_EXPERIENCE,
  LEVEL1_ARRIVAL_DELAY_MS,
  LEVEL1_REWARD_POPUP_DELAY_MS,
  LEVEL4_OFFER_DELAY_MS,
  LEVEL_COMPLETION_EXPERIENCE,
  LOCAL_GAME_STATE_KEYS,
  PROGRESSION_MESSAGES,
} from '@authentic/core';
import { PROGRESS_KEYS } from './progress-storage';
import { FakeServer, MemoryStorage } from './test-doubles';
import { flushPromises, kinds, NOW, setup, signedIn } from './tracker-setup';

const YOSEMITE_ARRIVAL = { x: 4, y: 4 };

describe('level 1: arriving in Yosemite', () => {
  it('completes 0.8 s after arrival, once, with its flag, one card of what it earned, sound and experience', () => {
    const { tracker, scheduler, storage, events } = setup();
    tracker.arrivedAt('yosemite', YOSEMITE_ARRIVAL);
    scheduler.advance(LEVEL1_ARRIVAL_DELAY_MS - 1);
    expect(tracker.getSnapshot().completedLevels).toEqual([]);
    scheduler.advance(1);

    const snapshot = tracker.getSnapshot();
    expect(snapshot.completedLevels).toEqual(['level1']);
    expect(storage.getItem('level-1-completed')).toBe('true');
    expect(snapshot.experience).toBe(LEVEL_COMPLETION_EXPERIENCE.level1);
    expect(kinds(tracker)).toEqual(['win']);
    expect(snapshot.queue).toContainEqual(
      expect.objectContaining({
        kind: 'win',
        level: 'level1',
        earned: expect.objectContaining({ experience: [{ amount: 10, reason: 'level' }], total: 10, before: 0 }),
        at: { mapId: 'yosemite', position: YOSEMITE_ARRIVAL },
      }),
    );
    expect(events).toContainEqual({ type: 'sound', sound: 'levelComplete' });
    expect(events).toContainEqual({ type: 'levelCompleted', level: 'level1' });

    // Walking about Yosemite, leaving and coming back: never again (and the card did not come along).
    tracker.steppedOn('yosemite', { x: 5, y: 4 });
    tracker.arrivedAt('overworld3', { x: 4, y: 4 });
    tracker.arrivedAt('yosemite', YOSEMITE_ARRIVAL);
    scheduler.advance(10_000);
    expect(tracker.getSnapshot().experience).toBe(LEVEL_COMPLETION_EXPERIENCE.level1);
    expect(tracker.getSnapshot().queue.filter((item) => item.kind === 'win')).toHaveLength(0);
  });

  it('is cancelled when the player leaves Yosemite before 0.8 s', () => {
    const { tracker, scheduler, storage } = setup();
    tracker.arrivedAt('yosemite', YOSEMITE_ARRIVAL);
    scheduler.advance(LEVEL1_ARRIVAL_DELAY_MS - 100);
    tracker.arrivedAt('overworld3', { x: 8, y: 2 });
    scheduler.advance(10_000);
    expect(tracker.getSnapshot().completedLevels).toEqual([]);
    expect(storage.getItem('level-1-completed')).toBeNull();

    // Coming back starts the wait again.
    tracker.arrivedAt('yosemite', YOSEMITE_ARRIVAL);
    scheduler.advance(LEVEL1_ARRIVAL_DELAY_MS);
    expect(tracker.getSnapshot().completedLevels).toEqual(['level1']);
  });

  it('shows the reward 5.5 s after completion, once ever', () => {
    const { tracker, scheduler, storage } = setup();
    tracker.arrivedAt('yosemite', YOSEMITE_ARRIVAL);
    scheduler.advance(LEVEL1_ARRIVAL_DELAY_MS);
    scheduler.advance(LEVEL1_REWARD_POPUP_DELAY_MS - 1);
    expect(kinds(tracker)).not.toContain('reward');
    scheduler.advance(1);
    expect(tracker.getSnapshot().queue).toContainEqual(
      expect.objectContaining({ kind: 'reward', achievementId: 'level1' }),
    );
    expect(storage.getItem(PROGRESS_KEYS.rewardShown)).toBe('true');

    // A new player on the same browser whose level 1 is not recorded still gets no second reward.
    storage.items.delete('level-1-completed');
    storage.items.delete(PROGRESS_KEYS.guestProgress);
    const again = setup({ storage, initial: { experience: 0, achievements: [], completedLevels: [] } });
    again.tracker.arrivedAt('yosemite', YOSEMITE_ARRIVAL);
    again.scheduler.advance(20_000);
    expect(again.tracker.getSnapshot().completedLevels).toEqual(['level1']);
    expect(kinds(again.tracker)).not.toContain('reward');
  });

  it('runs no timer after dispose', () => {
    const { tracker, scheduler } = setup();
    tracker.arrivedAt('yosemite', YOSEMITE_ARRIVAL);
    tracker.dispose();
    expect(scheduler.pending()).toBe(0);
    scheduler.advance(10_000);
    expect(tracker.getSnapshot().completedLevels).toEqual([]);
  });
});

describe('levels 2 and 3', () => {
  it('level 2 completes on the goal cell of Overworld 2 only', () => {
    const { tracker } = setup();
    tracker.steppedOn('overworld2', { x: 18, y: 0 });
    tracker.steppedOn('overworld', { x: 19, y: 0 });
    expect(tracker.getSnapshot().completedLevels).toEqual([]);
    tracker.steppedOn('overworld2', { x: 19, y: 0 });
    tracker.steppedOn('overworld2', { x: 19, y: 0 });
    const snapshot = tracker.getSnapshot();
    expect(snapshot.completedLevels).toEqual(['level2']);
    expect(snapshot.experience).toBe(LEVEL_COMPLETION_EXPERIENCE.level2);
  });

  it('level 3 follows the first artifact made on Overworld 3 and asks about level 4 3 s later', () => {
    const { tracker, scheduler, storage } = setup();
    tracker.artifactCreated({ mapId: 'overworld', artifactId: 'a0' });
    expect(tracker.getSnapshot().completedLevels).toEqual([]);
    tracker.artifactCreated({ mapId: 'overworld3', artifactId: 'a1' });
    expect(tracker.getSnapshot().completedLevels).toEqual(['level3']);
    expect(storage.getItem('level-3-completed')).toBe('true');
    expect(tracker.getSnapshot().experience).toBe(LEVEL_COMPLETION_EXPERIENCE.level3);

    scheduler.advance(LEVEL4_OFFER_DELAY_MS - 1);
    expect(kinds(tracker)).not.toContain('level4Offer');
    scheduler.advance(1);
    expect(tracker.getSnapshot().queue).toContainEqual(
      expect.objectContaining({ kind: 'level4Offer', message: PROGRESSION_MESSAGES.level4Offer }),
    );

    tracker.artifactCreated({ mapId: 'overworld3', artifactId: 'a2' });
    scheduler.advance(10_000);
    expect(tracker.getSnapshot().queue.filter((item) => item.kind === 'level4Offer')).toHaveLength(1);
  });

  it("takes the server's level3Completed answer when there is one", () => {
    const refused = setup();
    refused.tracker.artifactCreated({ mapId: 'overworld3', artifactId: 'a1', level3Completed: false });
    expect(refused.tracker.getSnapshot().completedLevels).toEqual([]);

    const accepted = setup();
    accepted.tracker.artifactCreated({ mapId: 'overworld3', artifactId: 'a1', level3Completed: true });
    expect(accepted.tracker.getSnapshot().completedLevels).toEqual(['level3']);
  });

  it('level 3 also completes on Overworld 3 when the character already qualified', () => {
    const { tracker } = setup({
      initial: { experience: 0, achievements: [], completedLevels: [], qualifyingArtifacts: { level3: 'a1' } },
    });
    tracker.arrivedAt('overworld3', { x: 4, y: 4 });
    expect(tracker.getSnapshot().completedLevels).toEqual(['level3']);
  });

  it('level 4 is recorded when the caller says so, with its experience', () => {
    const { tracker, storage } = setup();
    tracker.completeLevel('level4');
    tracker.completeLevel('level4');
    expect(tracker.getSnapshot().experience).toBe(LEVEL_COMPLETION_EXPERIENCE.level4);
    expect(storage.getItem('level-4-completed')).toBe('true');
  });

  it('a level the storage already records is not repeated for a guest', () => {
    const storage = new MemoryStorage();
    storage.setItem('level-2-completed', 'true');
    const { tracker } = setup({ storage });
    tracker.steppedOn('overworld2', { x: 19, y: 0 });
    expect(tracker.getSnapshot().experience).toBe(0);
    expect(tracker.getSnapshot().completedLevels).toEqual(['level2']);
  });
});

describe('experience', () => {
  it('discovery gives 15 the first time and 2 on a revisit, with a toast each', () => {
    const { tracker } = setup();
    tracker.artifactDiscovered('scroll');
    tracker.artifactDiscovered('scroll');
    const snapshot = tracker.getSnapshot();
    expect(snapshot.experience).toBe(DISCOVERY_EXPERIENCE.first + DISCOVERY_EXPERIENCE.revisit);
    expect(snapshot.discoveredArtifacts).toEqual(['scroll']);
    expect(snapshot.queue.filter((item) => item.kind === 'xp')).toEqual([
      expect.objectContaining({ amount: 15, reason: 'discovery' }),
      expect.objectContaining({ amount: 2, reason: 'revisit' }),
    ]);
  });

  it('ignores gains that are not positive and floors fractions', () => {
    const { tracker } = setup();
    tracker.gainExperience(-5, 'quest');
    tracker.gainExperience(Number.NaN, 'quest');
    tracker.gainExperience(0, 'quest');
    tracker.gainExperience(7.8, 'quest');
    expect(tracker.getSnapshot().experience).toBe(7);
    expect(kinds(tracker)).toEqual(['xp']);
  });

  it('says so when the level rises', () => {
    const { tracker } = setup();
    tracker.gainExperience(249, 'quest');
    expect(kinds(tracker)).not.toContain('levelUp');
    tracker.gainExperience(1, 'quest');
    expect(tracker.getSnapshot().level).toBe(2);
    expect(tracker.getSnapshot().queue).toContainEqual(
      expect.objectContaining({ kind: 'levelUp', level: 2, message: PROGRESSION_MESSAGES.levelUp }),
    );
  });

  it("survives a new guest tracker over the same storage, and sits in the local game state's player", () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    first.tracker.gainExperience(40, 'quest');
    first.tracker.artifactDiscovered('scroll');
    first.tracker.dispose();

    const gameState = JSON.parse(storage.getItem(LOCAL_GAME_STATE_KEYS.state) ?? '{}') as {
      player: { experience: number };
    };
    expect(gameState.player.experience).toBe(55);

    const second = setup({ storage });
    expect(second.tracker.getSnapshot().experience).toBe(55);
    second.tracker.artifactDiscovered('scroll');
    expect(second.tracker.getSnapshot().experience).toBe(57);
  });

  it('a step that changes nothing neither writes nor tells the listeners', () => {
    const { tracker, storage } = setup();
    tracker.arrivedAt('overworld', { x: 1, y: 1 });
    let calls = 0;
    tracker.subscribe(() => (calls += 1));
    const snapshot = tracker.getSnapshot();
    storage.items.clear();
    tracker.steppedOn('overworld', { x: 2, y: 1 });
    tracker.arrivedAt('overworld', { x: 2, y: 1 });
    expect(calls).toBe(0);
    expect(tracker.getSnapshot()).toBe(snapshot);
    expect(storage.items.size).toBe(0);
  });

  it('dismiss removes one item', () => {
    const { tracker } = setup();
    tracker.gainExperience(5, 'quest');
    tracker.gainExperience(6, 'quest');
    const [first] = tracker.getSnapshot().queue;
    tracker.dismiss(first!.id);
    expect(tracker.getSnapshot().queue).toEqual([expect.objectContaining({ amount: 6 })]);
  });
});

describe('achievements', () => {
  it('unlock once per id as the stats change, stored locally for a guest', () => {
    const { tracker, storage, events } = setup();
    tracker.artifactDiscovered('a');
    tracker.artifactDiscovered('a');
    tracker.artifactDiscovered('b');
    const unlocked = tracker.getSnapshot().achievements.map((achievement) => achievement.id);
    expect(unlocked).toEqual(['discovery_1']);
    expect(tracker.getSnapshot().queue.filter((item) => item.kind === 'achievement')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'achievementUnlocked')).toHaveLength(1);
    const stored = JSON.parse(storage.getItem(PROGRESS_KEYS.achievements) ?? '[]') as {
      id: string;
      unlockedAt: string;
    }[];
    expect(stored).toEqual([expect.objectContaining({ id: 'discovery_1', unlockedAt: NOW })]);

    // A new tracker over the same storage does not unlock it again.
    const again = setup({ storage });
    again.tracker.artifactDiscovered('c');
    expect(again.tracker.getSnapshot().achievements.map((achievement) => achievement.id)).toEqual(['discovery_1']);
    expect(again.tracker.getSnapshot().queue.filter((item) => item.kind === 'achievement')).toHaveLength(0);
  });

  it('creating, collecting and saving quotes unlock as core says', () => {
    const { tracker } = setup();
    tracker.artifactCreated({ mapId: 'overworld', artifactId: 'mine' });
    for (const id of ['a', 'b', 'c', 'd', 'd', 'e']) tracker.artifactCollected(id);
    tracker.quoteSaved(3);
    const ids = tracker.getSnapshot().achievements.map((achievement) => achievement.id);
    expect(ids).toEqual(
      expect.arrayContaining(['creation_1', 'collection_5', 'profile_artifacts_5', 'profile_quotes_3']),
    );
    expect(ids).not.toContain('collection_10');
  });

  it('visiting maps and mini-game results count too', () => {
    const { tracker } = setup();
    tracker.recordStats({ terminalFinished: true, shooterBestScore: 600 });
    const ids = tracker.getSnapshot().achievements.map((achievement) => achievement.id);
    expect(ids).toEqual(expect.arrayContaining(['terminal_master', 'shooter_adept']));
    expect(ids).not.toContain('shooter_expert');
  });
});

describe('signed in', () => {
  it('sends the events that earn experience, one call at a time, never a total, and retries after a failure', async () => {
    const { tracker, server } = signedIn({ experience: 100 });
    tracker.gainExperience(10, 'quest', { kind: 'quest', questId: 'valleys_secrets' });
    tracker.artifactDiscovered('a');
    expect(server.calls).toEqual([{ kind: 'event', event: { kind: 'quest', questId: 'valleys_secrets' } }]);
    expect(server.inFlight()).toBe(1);

    await server.settle('ok');
    expect(server.calls.at(-1)).toEqual({ kind: 'event', event: { kind: 'discovery', artifactId: 'a' } });
    await server.settle('fail');
    expect(tracker.getSnapshot().experience).toBe(100 + 10 + DISCOVERY_EXPERIENCE.first);
    expect(server.inFlight()).toBe(0);

    // The failed discovery goes again, first, when the next thing happens.
    tracker.gainExperience(5, 'minigame', { kind: 'writerChallenge' });
    expect(server.calls.at(-1)).toEqual({ kind: 'event', event: { kind: 'discovery', artifactId: 'a' } });
    server.autoResolve = true;
    await server.settle('ok');
    // Decision 0232: discovery_1 is the server's to grant; the client does not ask for it.
    expect(server.calls.map((call) => (call.kind === 'event' ? call.event.kind : call.kind))).toEqual([
      'quest',
      'discovery',
      'discovery',
      'writerChallenge',
    ]);
  });

  it('sends nothing for a gain that no event earns', async () => {
    const { tracker, server } = signedIn({ experience: 0 });
    server.autoResolve = true;
    tracker.gainExperience(1200, 'quest');
    await flushPromises();
    // Decision 0232: experience shown before it is paid asks for no level achievement either.
    expect(server.calls).toEqual([]);
    expect(tracker.getSnapshot().experience).toBe(1200);
  });

  it('sends completed levels to the server and shows the achievements its answers list, not local storage', async () => {
    const { tracker, server, storage, scheduler } = signedIn();
    server.autoResolve = true;
    server.granted = [
      { id: 'discovery_1', name: 'First Discovery', description: 'x', type: 'discovery', unlockedAt: NOW },
    ];
    tracker.artifactDiscovered('a');
    tracker.arrivedAt('yosemite', YOSEMITE_ARRIVAL);
    scheduler.advance(LEVEL1_ARRIVAL_DELAY_MS);
    await flushPromises();
    expect(server.calls).toContainEqual({ kind: 'event', event: { kind: 'levelComplete', level: 'level1' } });
    expect(server.calls.map((call) => call.kind)).toEqual(['event', 'event']);
    expect(tracker.getSnapshot().achievements.map((achievement) => achievement.id)).toEqual(['discovery_1']);
    expect(kinds(tracker)).toContain('achievement');
    expect(storage.getItem(PROGRESS_KEYS.achievements)).toBeNull();
    expect(storage.getItem(PROGRESS_KEYS.guestProgress)).toBeNull();
    expect(storage.getItem('level-1-completed')).toBe('true');
  });

  it('does not unlock what the server already holds', () => {
    const { tracker, server } = signedIn({
      achievements: [
        { id: 'discovery_1', name: 'First Discovery', description: 'x', type: 'discovery', unlockedAt: NOW },
      ],
    });
    tracker.artifactDiscovered('a');
    expect(server.calls.filter((call) => call.kind === 'achievement')).toEqual([]);
  });

  it('a guest never calls the server, even if one is passed', async () => {
    const server = new FakeServer();
    server.autoResolve = true;
    const { tracker, scheduler } = setup({ server });
    tracker.artifactDiscovered('a');
    tracker.arrivedAt('yosemite', YOSEMITE_ARRIVAL);
    scheduler.advance(20_000);
    await flushPromises();
    expect(tracker.getSnapshot().experience).toBeGreaterThan(0);
    expect(server.calls).toEqual([]);
  });
});
