// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WORLD_EXPLORER_MAP_IDS, type AchievementDto } from '@authentic/core';
import { flushPromises, kinds, NOW, setup, signedIn } from './tracker-setup';

/** Decision 0232: a signed-in client asks only for what the server will grant; the server lists the rest. */

const achievement = (id: string, type: AchievementDto['type']): AchievementDto => ({
  id,
  name: id,
  description: id,
  type,
  unlockedAt: NOW,
});

describe('a signed-in player', () => {
  it('asks for nothing while walking past artifacts it viewed but never discovered (the 409 of issue 22)', async () => {
    // viewedArtifacts seeds the discoveries, and it holds the player's own artifacts, which the server never
    // records as discovered: asking for discovery_1 from that count was refused with 409.
    const { tracker, server } = signedIn({ discoveredArtifacts: ['own-1', 'own-2'], experience: 240 });
    server.autoResolve = true;
    tracker.arrivedAt('overworld', { x: 4, y: 4 });
    tracker.steppedOn('overworld', { x: 5, y: 4 });
    // Experience shown before the server pays it (a revisit) crosses 250: no level achievement is asked for.
    tracker.gainExperience(20, 'revisit');
    await flushPromises();
    expect(server.calls.filter((call) => call.kind === 'achievement')).toEqual([]);
  });

  it('sends a collect claim for each artifact it picks up, once, and shows what the answer lists', async () => {
    const { tracker, server } = signedIn();
    server.autoResolve = true;
    server.granted = [achievement('collection_5', 'collection')];
    tracker.artifactCollected('overworld-rusty-key');
    tracker.artifactCollected('overworld-rusty-key');
    tracker.artifactCollected('0b5c1c7e-5f0e-4d36-9a53-3f4d0c1f2a10');
    await flushPromises();
    expect(server.calls).toEqual([
      { kind: 'event', event: { kind: 'collect', artifactId: 'overworld-rusty-key' } },
      { kind: 'event', event: { kind: 'collect', artifactId: '0b5c1c7e-5f0e-4d36-9a53-3f4d0c1f2a10' } },
    ]);
    expect(tracker.getSnapshot().achievements.map((item) => item.id)).toEqual(['collection_5']);
    // Shown once, however many answers list it.
    expect(kinds(tracker).filter((kind) => kind === 'achievement')).toHaveLength(1);
  });

  it('shows nothing new when a claim is refused', async () => {
    const { tracker, server } = signedIn();
    server.autoResolve = true;
    server.refuseClaims = true;
    server.granted = [achievement('collection_5', 'collection')];
    tracker.artifactCollected('yosemite-ancient-tome');
    await flushPromises();
    expect(tracker.getSnapshot().achievements).toEqual([]);
  });

  it('reads what the server granted after a creation', async () => {
    const { tracker, server } = signedIn();
    server.autoResolve = true;
    server.granted = [achievement('creation_1', 'creation')];
    tracker.artifactCreated({ mapId: 'overworld', artifactId: 'a1', level3Completed: false });
    await flushPromises();
    expect(server.calls).toEqual([{ kind: 'refresh' }]);
    expect(tracker.getSnapshot().achievements.map((item) => item.id)).toEqual(['creation_1']);
  });

  it('still asks for World Explorer, which rests on its word', async () => {
    const { tracker, server } = signedIn();
    server.autoResolve = true;
    for (const mapId of WORLD_EXPLORER_MAP_IDS) tracker.mapVisited(mapId);
    await flushPromises();
    expect(server.calls).toEqual([{ kind: 'achievement', id: 'world_explorer' }]);
  });
});

describe('a guest', () => {
  it('keeps collecting local: no claim, achievements from local counts', () => {
    const { tracker } = setup();
    for (const id of ['a', 'b', 'c', 'd', 'e']) tracker.artifactCollected(id);
    expect(tracker.getSnapshot().achievements.map((item) => item.id)).toEqual(
      expect.arrayContaining(['collection_5', 'profile_artifacts_5']),
    );
  });
});
