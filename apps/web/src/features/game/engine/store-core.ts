import { INITIAL_MOVE_TIMING, nearestNpcInRange, type AtlasDestination } from '@authentic/core';
import type { GameSnapshot, GameStoreOptions, GameWorld, OpenPanel } from './game-types';
import { TALK_NOTICE_MS } from './npc-talk';
import type { GameEvent } from './world-artifacts';

type CoreOptions<M extends string> = Pick<
  GameStoreOptions<M>,
  'atlas' | 'mapId' | 'position' | 'onCellChange' | 'banner'
>;

/**
 * What every part of the game store shares: the world the renderer reads, the snapshot React reads,
 * the event listeners, arrivals on a map, and the talk notice. Movement, talk and artifacts are
 * built over it (player-moves.ts, world-artifact-actions.ts, game-store.ts).
 */
export function createStoreCore<M extends string>({ atlas, mapId, position, onCellChange, banner }: CoreOptions<M>) {
  const world: GameWorld<M> = {
    mapId,
    grid: atlas.grid(mapId),
    position: { ...position },
    previous: { ...position },
    facing: 'down',
    timing: INITIAL_MOVE_TIMING,
    npcs: atlas.npcs(mapId),
    talkingTo: null,
    artifacts: [],
    artifactsVisible: true,
    pickups: [],
    time: 0,
  };
  const eventListeners = new Set<(event: GameEvent<M>) => void>();
  const listeners = new Set<() => void>();
  let noticeId = 0;
  let talkNotice: GameSnapshot['talkNotice'] = null;
  let talkNoticeAt = 0;

  const nextId = () => (noticeId += 1);

  function talkableNpc(): GameSnapshot['talkable'] {
    const npc = nearestNpcInRange(world.position, world.npcs);
    return npc ? { id: npc.id, name: npc.name } : null;
  }

  function makeSnapshot(panel: OpenPanel | null, banner: GameSnapshot['banner']): GameSnapshot<M> {
    return {
      mapId: world.mapId,
      mapName: atlas.mapName(world.mapId),
      position: { ...world.position },
      panel,
      banner,
      prompt: atlas.portalPrompt(world.mapId, world.position),
      portals: atlas.portalsHere(world.mapId),
      talkable: talkableNpc(),
      talkNotice,
      artifacts: world.artifactsVisible ? world.artifacts : [],
      artifactsVisible: world.artifactsVisible,
    };
  }

  let snapshot: GameSnapshot<M> = makeSnapshot(null, banner ? { id: nextId(), text: banner } : null);

  function emit(event: GameEvent<M>) {
    for (const listener of eventListeners) listener(event);
  }

  function publish(next: Partial<Pick<GameSnapshot, 'panel' | 'banner'>> = {}) {
    if (next.panel) talkNotice = null;
    snapshot = makeSnapshot(
      'panel' in next ? (next.panel ?? null) : snapshot.panel,
      'banner' in next ? (next.banner ?? null) : snapshot.banner,
    );
    // The conversation is over once its dialog is: the NPC walks on.
    if (snapshot.panel?.kind !== 'npc') world.talkingTo = null;
    for (const listener of listeners) listener();
  }

  const cellChanged = () => onCellChange?.(world.mapId, world.position);

  function arrive(destination: AtlasDestination<M>) {
    const from = world.mapId;
    world.mapId = destination.mapId;
    world.grid = atlas.grid(destination.mapId);
    world.position = { ...destination.arrival };
    world.previous = { ...destination.arrival };
    world.npcs = atlas.npcs(destination.mapId);
    if (from !== destination.mapId) {
      // The new map's artifacts arrive through setArtifacts once they are known.
      world.artifacts = [];
      world.pickups = [];
    }
    cellChanged();
    publish(destination.banner ? { banner: { id: nextId(), text: destination.banner } } : {});
    emit({ type: 'arrived', mapId: world.mapId, position: { ...world.position }, from });
  }

  return {
    atlas,
    world,
    emit,
    publish,
    arrive,
    cellChanged,
    talkableNpc,
    nextId,
    getSnapshot: () => snapshot,
    /** Forgets the open panel without telling anyone (an arrival publishes right after). */
    dropPanel: () => void (snapshot = { ...snapshot, panel: null }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Listens to what happens in the game; returns the way to stop. */
    onEvent(listener: (event: GameEvent<M>) => void) {
      eventListeners.add(listener);
      return () => {
        eventListeners.delete(listener);
      };
    },
    /** Why Talk found nobody, shown until the character moves, a panel opens or TALK_NOTICE_MS pass. */
    showTalkNotice(text: string) {
      talkNotice = { id: nextId(), text };
      talkNoticeAt = world.time;
      publish();
    },
    /** A step clears the notice (published with the step). */
    clearTalkNotice: () => void (talkNotice = null),
    expireTalkNotice() {
      if (!talkNotice || world.time - talkNoticeAt < TALK_NOTICE_MS) return;
      talkNotice = null;
      publish();
    },
  };
}

export type StoreCore<M extends string> = ReturnType<typeof createStoreCore<M>>;
