import { describe, expect, it } from 'vitest';
import { VALLEYS_SECRETS_QUEST, type StoredQuestState } from '@authentic/core';
import type { QuestGameProgress } from './quest-save';
import { QUEST_PROGRESS_KEY, type QuestStorage } from './quest-storage';
import { createQuestTracker, type QuestEvent, type QuestTrackerOptions } from './quest-tracker';

class MemoryStorage implements QuestStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** Records each save and leaves it open until the test settles it. */
class FakeSave {
  readonly calls: QuestGameProgress[] = [];
  private open: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  readonly save = (gameProgress: QuestGameProgress): Promise<unknown> => {
    this.calls.push(gameProgress);
    return new Promise<void>((resolve, reject) => this.open.push({ resolve, reject }));
  };
  inFlight(): number {
    return this.open.length;
  }
  async settle(outcome: 'ok' | 'fail' = 'ok'): Promise<void> {
    const call = this.open.shift();
    if (!call) throw new Error('no open call');
    if (outcome === 'ok') call.resolve();
    else call.reject(new Error('offline'));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  }
}

const QUEST = VALLEYS_SECRETS_QUEST.id;

function tracked(options: Partial<QuestTrackerOptions> = {}) {
  const storage = (options.storage ?? new MemoryStorage()) as MemoryStorage;
  const tracker = createQuestTracker({ ...options, storage });
  const events: QuestEvent[] = [];
  tracker.onEvent((event) => events.push(event));
  return { tracker, storage, events };
}

function finish(tracker: ReturnType<typeof createQuestTracker>) {
  tracker.talkedTo('john_muir');
  tracker.artifactFound('yosemite');
  tracker.specialPortalEntered('terminal');
}

describe('createQuestTracker: offers', () => {
  it("the Yosemite guide offers Valley's Secrets; nobody else offers anything", () => {
    const { tracker } = tracked();
    expect(tracker.offerFor('yosemite_guide')).toBe(VALLEYS_SECRETS_QUEST);
    expect(tracker.offerFor('john_muir')).toBeNull();
    expect(tracker.offerFor('guide')).toBeNull();
    expect(tracker.offerFor('nobody')).toBeNull();
  });

  it('offers only before acceptance, and never again once completed', () => {
    const { tracker, events } = tracked();
    expect(tracker.accept(QUEST)).toBe(true);
    expect(events).toEqual([{ type: 'accepted', quest: VALLEYS_SECRETS_QUEST }]);
    expect(tracker.offerFor('yosemite_guide')).toBeNull();
    expect(tracker.accept(QUEST)).toBe(false);
    finish(tracker);
    expect(tracker.offerFor('yosemite_guide')).toBeNull();
    expect(tracker.accept(QUEST)).toBe(false);
    expect(tracker.questOf('yosemite_guide')).toBe(VALLEYS_SECRETS_QUEST);
  });

  it('refuses an unknown quest', () => {
    const { tracker } = tracked();
    expect(tracker.accept('no_such_quest')).toBe(false);
    expect(tracker.getSnapshot().active).toBeNull();
  });
});

describe('createQuestTracker: objectives and reward', () => {
  it('objectives done before accepting do not count', () => {
    const { tracker, events } = tracked();
    finish(tracker);
    expect(events).toEqual([]);
    tracker.accept(QUEST);
    expect(tracker.getSnapshot().active?.completedObjectiveIds).toEqual([]);
  });

  it('each objective completes once, only from its own happening', () => {
    const { tracker, events } = tracked();
    tracker.accept(QUEST);
    tracker.talkedTo('yosemite_guide');
    tracker.artifactFound('overworld');
    tracker.specialPortalEntered('hemingway');
    tracker.specialPortalEntered('overworld3');
    expect(tracker.getSnapshot().active?.completedObjectiveIds).toEqual([]);

    tracker.talkedTo('john_muir');
    tracker.talkedTo('john_muir');
    tracker.artifactFound('yosemite');
    tracker.artifactFound('yosemite');
    expect(tracker.getSnapshot().active?.completedObjectiveIds).toEqual([
      'talk_to_john_muir',
      'find_yosemite_artifact',
    ]);
    expect(events.filter((event) => event.type === 'objectiveCompleted')).toHaveLength(2);
  });

  it.each(['yosemite', 'terminal', 'shooter', 'text_adventure', 'terminal3', 'level4_shooter'])(
    'a special portal entered from %s counts',
    (place) => {
      const { tracker } = tracked();
      tracker.accept(QUEST);
      tracker.specialPortalEntered(place);
      expect(tracker.getSnapshot().active?.completedObjectiveIds).toEqual(['enter_special_portal']);
    },
  );

  it('the last objective, in any order, completes the quest with its reward once; the badge is kept', () => {
    const { tracker, events } = tracked();
    tracker.accept(QUEST);
    tracker.specialPortalEntered('shooter');
    tracker.artifactFound('yosemite');
    tracker.talkedTo('john_muir');
    tracker.talkedTo('john_muir');
    finish(tracker);

    const completed = events.filter((event) => event.type === 'completed');
    expect(completed).toEqual([
      { type: 'completed', quest: VALLEYS_SECRETS_QUEST, reward: VALLEYS_SECRETS_QUEST.reward },
    ]);
    expect(VALLEYS_SECRETS_QUEST.reward.exp).toBe(50);
    expect(events.at(-1)).toEqual(completed[0]);
    expect(tracker.getSnapshot()).toEqual({
      active: null,
      quest: null,
      completedQuests: [QUEST],
      badges: [VALLEYS_SECRETS_QUEST.reward.item],
    });
  });

  it('listeners see the new snapshot before the events, and quiet happenings notify nobody', () => {
    const { tracker } = tracked();
    let renders = 0;
    tracker.subscribe(() => (renders += 1));
    const seen: (string | null)[] = [];
    tracker.onEvent(() => seen.push(tracker.getSnapshot().active?.questId ?? null));
    tracker.accept(QUEST);
    expect(seen).toEqual([QUEST]);
    expect(tracker.getSnapshot().quest).toBe(VALLEYS_SECRETS_QUEST);
    const before = tracker.getSnapshot();
    tracker.artifactFound('desert1');
    expect(tracker.getSnapshot()).toBe(before);
    expect(renders).toBe(1);
  });
});

describe('createQuestTracker: local storage', () => {
  it('a new tracker over the same storage resumes the quest, and a completed one stays completed', () => {
    const storage = new MemoryStorage();
    const first = createQuestTracker({ storage });
    first.accept(QUEST);
    first.talkedTo('john_muir');

    const second = createQuestTracker({ storage });
    expect(second.getSnapshot().active).toEqual({
      questId: QUEST,
      completedObjectiveIds: ['talk_to_john_muir'],
      rewardGranted: false,
    });
    expect(second.offerFor('yosemite_guide')).toBeNull();
    const events: QuestEvent[] = [];
    second.onEvent((event) => events.push(event));
    second.artifactFound('yosemite');
    second.specialPortalEntered('yosemite');
    expect(events.filter((event) => event.type === 'completed')).toHaveLength(1);

    const third = createQuestTracker({ storage });
    expect(third.getSnapshot()).toMatchObject({ active: null, completedQuests: [QUEST] });
    expect(third.getSnapshot().badges).toEqual([VALLEYS_SECRETS_QUEST.reward.item]);
    const late: QuestEvent[] = [];
    third.onEvent((event) => late.push(event));
    finish(third);
    expect(late).toEqual([]);
  });

  it.each([
    ['not JSON', '{nope'],
    ['the wrong shape', JSON.stringify({ currentQuest: 42, completedQuests: 'all' })],
    ['a list', '[]'],
    ['null', 'null'],
  ])('storage holding %s reads as empty', (_label, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(QUEST_PROGRESS_KEY, raw);
    const tracker = createQuestTracker({ storage });
    expect(tracker.getSnapshot()).toEqual({ active: null, quest: null, completedQuests: [], badges: [] });
    expect(tracker.offerFor('yosemite_guide')).toBe(VALLEYS_SECRETS_QUEST);
    tracker.accept(QUEST);
    expect(JSON.parse(storage.getItem(QUEST_PROGRESS_KEY) ?? '')).toMatchObject({ currentQuest: QUEST });
  });

  it('storage that throws neither breaks the quest nor throws', () => {
    const storage: QuestStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const tracker = createQuestTracker({ storage });
    expect(tracker.accept(QUEST)).toBe(true);
    tracker.talkedTo('john_muir');
    expect(tracker.getSnapshot().active?.completedObjectiveIds).toEqual(['talk_to_john_muir']);
  });

  it("another player's stored quest state is ignored", () => {
    const storage = new MemoryStorage();
    createQuestTracker({ storage }).accept(QUEST);
    const account = createQuestTracker({
      storage,
      playerId: 'user-1',
      initial: { currentQuest: null, completedQuests: [] },
    });
    expect(account.getSnapshot().active).toBeNull();
    expect(account.offerFor('yosemite_guide')).toBe(VALLEYS_SECRETS_QUEST);
  });

  it('the stored objectives of the quest the server names are kept; a stored quest the server finished is not resumed', () => {
    const storage = new MemoryStorage();
    const stored: StoredQuestState = {
      playerId: 'user-1',
      currentQuest: QUEST,
      completedQuests: [],
      progress: { questId: QUEST, completedObjectiveIds: ['find_yosemite_artifact', 'bogus'], rewardGranted: false },
      badges: [],
    };
    storage.setItem(QUEST_PROGRESS_KEY, JSON.stringify(stored));
    const resumed = createQuestTracker({
      storage,
      playerId: 'user-1',
      initial: { currentQuest: QUEST, completedQuests: [] },
    });
    expect(resumed.getSnapshot().active?.completedObjectiveIds).toEqual(['find_yosemite_artifact']);

    const finished = createQuestTracker({
      storage,
      playerId: 'user-1',
      initial: { currentQuest: null, completedQuests: [QUEST] },
    });
    expect(finished.getSnapshot()).toMatchObject({ active: null, completedQuests: [QUEST] });
    expect(finished.getSnapshot().badges).toEqual([VALLEYS_SECRETS_QUEST.reward.item]);
  });

  it('initial progress from the caller is used for the current quest', () => {
    const { tracker } = tracked({
      initial: {
        currentQuest: QUEST,
        completedQuests: [],
        progress: { questId: QUEST, completedObjectiveIds: ['talk_to_john_muir'], rewardGranted: false },
      },
    });
    expect(tracker.getSnapshot().quest).toBe(VALLEYS_SECRETS_QUEST);
    expect(tracker.getSnapshot().active?.completedObjectiveIds).toEqual(['talk_to_john_muir']);
  });
});

describe('createQuestTracker: saving a signed-in player', () => {
  const signedIn = (fake: FakeSave, storage = new MemoryStorage()) =>
    tracked({ storage, playerId: 'user-1', save: fake.save, initial: { currentQuest: null, completedQuests: [] } });

  it('sends gameProgress one call at a time, then the newest state', async () => {
    const fake = new FakeSave();
    const { tracker } = signedIn(fake);
    expect(fake.calls).toEqual([]);

    tracker.accept(QUEST);
    tracker.talkedTo('john_muir');
    tracker.artifactFound('yosemite');
    tracker.specialPortalEntered('terminal');
    expect(fake.calls).toEqual([{ currentQuest: QUEST, completedQuests: [] }]);
    expect(fake.inFlight()).toBe(1);

    await fake.settle();
    expect(fake.calls).toEqual([
      { currentQuest: QUEST, completedQuests: [] },
      { currentQuest: null, completedQuests: [QUEST] },
    ]);
    await fake.settle();
    expect(fake.calls).toHaveLength(2);
    expect(fake.inFlight()).toBe(0);
  });

  it('objective progress alone does not call the server (it keeps no objectives)', async () => {
    const fake = new FakeSave();
    const { tracker } = signedIn(fake);
    tracker.accept(QUEST);
    await fake.settle();
    tracker.talkedTo('john_muir');
    expect(fake.calls).toHaveLength(1);
  });

  it('a failed save is reported, never thrown, and tried again with the next change or retrySave', async () => {
    const fake = new FakeSave();
    const { tracker, events } = signedIn(fake);
    tracker.accept(QUEST);
    await fake.settle('fail');
    expect(events.at(-1)).toMatchObject({ type: 'saveFailed' });

    tracker.retrySave();
    expect(fake.calls).toHaveLength(2);
    await fake.settle('fail');
    finish(tracker);
    expect(fake.calls.at(-1)).toEqual({ currentQuest: QUEST, completedQuests: [] });
    await fake.settle();
    expect(fake.calls.at(-1)).toEqual({ currentQuest: null, completedQuests: [QUEST] });
    await fake.settle();
    expect(fake.inFlight()).toBe(0);
  });

  it('a save that throws at once is reported too', async () => {
    const events: QuestEvent[] = [];
    const tracker = createQuestTracker({
      storage: new MemoryStorage(),
      save: () => {
        throw new Error('no network');
      },
    });
    tracker.onEvent((event) => events.push(event));
    expect(() => tracker.accept(QUEST)).not.toThrow();
    await Promise.resolve();
    await Promise.resolve();
    expect(events.map((event) => event.type)).toEqual(['accepted', 'saveFailed']);
  });

  it('what this browser holds but the server lacks is sent when the tracker starts', async () => {
    const storage = new MemoryStorage();
    const offline = new FakeSave();
    const first = signedIn(offline, storage).tracker;
    first.accept(QUEST);
    finish(first);
    await offline.settle('fail');

    const fake = new FakeSave();
    signedIn(fake, storage);
    expect(fake.calls).toEqual([{ currentQuest: null, completedQuests: [QUEST] }]);
  });

  it('nothing is sent at start when the server already holds it, and guests never save', () => {
    const fake = new FakeSave();
    tracked({ save: fake.save, initial: { currentQuest: QUEST, completedQuests: [] } });
    expect(fake.calls).toEqual([]);
    const guest = tracked().tracker;
    guest.accept(QUEST);
    expect(guest.getSnapshot().active).not.toBeNull();
  });
});
