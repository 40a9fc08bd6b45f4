import {
  cellBesidePortal,
  nearestNpcInRange,
  MAP_MESSAGES,
  type AtlasDestination,
  type BuiltInMapId,
  type Direction,
  type MiniGameOrigin,
  type Position,
  type SpecialPortalKind,
} from '@authentic/core';
import type { GameSnapshot, GameStoreOptions, GameWorld, MoveOutcome, OpenPanel, PanelKind } from './game-types';
import { patrolNpcs } from './npc-patrol';
import { createNpcTalk, memoryConversations, TALK_NOTICE_MS, talkMissText } from './npc-talk';
import { afterBump, afterStep, INITIAL_MOVE_TIMING, moveGate } from './movement';
import { artifactAt, PICKUP_ANIMATION_MS, type GameEvent, type WorldArtifact } from './world-artifacts';

/** A patrolling NPC takes a patrol decision this often (decision 0152). */
export const NPC_PATROL_INTERVAL_MS = 1000;

export type { GameSnapshot, GameStoreOptions, GameWorld, MoveOutcome, OpenPanel, PanelKind } from './game-types';

/**
 * Like a keyboard's own repeat: a tap moves one cell, and a key held this long walks on. Without the
 * delay a tap whose key-up arrives late (a busy machine) would take a second step.
 */
export const HOLD_REPEAT_DELAY_MS = 250;

export function createGameStore<M extends string>({
  atlas,
  mapId,
  position,
  rng,
  onCellChange,
  banner,
  conversations = memoryConversations(),
}: GameStoreOptions<M>) {
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
  const emit = (event: GameEvent<M>) => {
    for (const listener of eventListeners) listener(event);
  };
  let patrolLag = 0;
  /** Directions held down, newest last: a held key keeps walking, step after step. */
  let held: Direction[] = [];
  /** When the newest direction went down: a tap is one step; walking on starts after HOLD_REPEAT_DELAY_MS. */
  let heldSince = 0;
  let bannerId = 0;
  let miniGameOrigin: MiniGameOrigin<M> | null = null;
  const npcTalk = createNpcTalk(conversations);
  let talkNotice: GameSnapshot['talkNotice'] = null;
  let talkNoticeAt = 0;
  let snapshot: GameSnapshot<M> = makeSnapshot(null, banner ? { id: (bannerId += 1), text: banner } : null);
  const listeners = new Set<() => void>();

  function makeSnapshot(panel: OpenPanel | null, banner: GameSnapshot['banner']): GameSnapshot<M> {
    return {
      mapId: world.mapId,
      mapName: atlas.mapName(world.mapId),
      position: { ...world.position },
      panel,
      banner,
      prompt: atlas.portalPrompt(world.mapId, world.position),
      talkable: talkableNpc(),
      talkNotice,
      artifacts: world.artifactsVisible ? world.artifacts : [],
      artifactsVisible: world.artifactsVisible,
    };
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
    onCellChange?.(world.mapId, world.position);
    publish(destination.banner ? { banner: { id: (bannerId += 1), text: destination.banner } } : {});
    emit({ type: 'arrived', mapId: world.mapId, position: { ...world.position }, from });
  }

  /** Takes the artifact off the map (drawn rising for a moment) and tells who listens. */
  function pickUp(artifact: WorldArtifact, how: 'step' | 'interact') {
    world.artifacts = world.artifacts.filter((candidate) => candidate.id !== artifact.id);
    world.pickups = [...world.pickups, { artifact, startedAt: world.time }];
    publish();
    emit({ type: 'pickup', artifact, how });
  }

  function takeOrShow(artifact: WorldArtifact, how: 'step' | 'interact', take = false) {
    // Decisions 0220 and 0245: stepping onto or interacting with the player's own artifact (the one
    // just made lies underfoot) shows it; only P (take) picks it up on purpose.
    if (artifact.pickable === false || (artifact.mine && !take)) emit({ type: 'artifactClicked', artifact });
    else pickUp(artifact, how);
  }

  /** A shown artifact under the character, if any. */
  const artifactUnderfoot = () => (world.artifactsVisible ? artifactAt(world.artifacts, world.position) : undefined);

  function talkableNpc(): GameSnapshot['talkable'] {
    const npc = nearestNpcInRange(world.position, world.npcs);
    return npc ? { id: npc.id, name: npc.name } : null;
  }

  const npcAt = (cell: Position) => world.npcs.some((npc) => npc.position.x === cell.x && npc.position.y === cell.y);

  /**
   * Space (or E/P) on a portal. Special portals travel to their mini-game room and open the
   * mini-game panel; inside the room they only reopen it (core's `moves`). A way out of the atlas
   * (a player-made world's portal home) is only announced: whoever shows the game leaves it.
   */
  function activatePortal(): boolean {
    if (atlas.isExit(world.mapId, world.position)) {
      emit({ type: 'portalUsed' });
      emit({ type: 'exit', mapId: world.mapId, position: { ...world.position } });
      return true;
    }
    const special = atlas.specialPortalDestination(world.mapId, world.position);
    if (special || atlas.portalDestination(world.mapId, world.position)) emit({ type: 'portalUsed' });
    if (special) {
      miniGameOrigin = { mapId: world.mapId, position: { ...world.position }, previous: { ...world.previous } };
      // Into the game's room (so it counts as visited); leaving the game comes back beside this portal.
      if (special.moves) arrive(special);
      publish({ panel: { kind: 'minigame', world: special.specialWorld } });
      emit({ type: 'specialPortal', world: special.specialWorld });
      return true;
    }
    const destination = atlas.portalDestination(world.mapId, world.position);
    if (!destination) return false;
    arrive(destination);
    return true;
  }

  /** One step in a direction at nowMs, as the movement timings allow. */
  function move(direction: Direction, nowMs: number): MoveOutcome {
    if (snapshot.panel) return 'busy';
    const gate = moveGate(world.timing, nowMs);
    if (gate !== 'ready') return gate;
    world.facing = direction;
    const result = atlas.move(world.mapId, world.position, direction);
    if (!result.ok || (!result.changedMap && npcAt(result.position))) {
      world.timing = afterBump(world.timing, nowMs, direction);
      emit({ type: 'bump' });
      return 'bumped';
    }
    world.timing = afterStep(world.timing, nowMs);
    talkNotice = null;
    emit({ type: 'walked', direction });
    if (result.changedMap) {
      arrive({ mapId: result.mapId, arrival: result.position, banner: result.banner });
      return 'changedMap';
    }
    world.previous = world.position;
    world.position = result.position;
    onCellChange?.(world.mapId, world.position);
    // Decision 0151: a main-road portal takes the character on stepping; ways back wait for Space.
    const destination = atlas.portalDestination(world.mapId, world.position);
    if (destination && !atlas.portalAt(world.mapId, world.position)?.returning) {
      arrive(destination);
      return 'changedMap';
    }
    publish();
    emit({ type: 'step', mapId: world.mapId, position: { ...world.position } });
    // Spec 01 §4: standing on an artifact's cell picks it up (one's own only on purpose, decision 0220).
    const underfoot = artifactUnderfoot();
    if (underfoot) takeOrShow(underfoot, 'step');
    return 'moved';
  }

  /** An NPC in range: the character and the NPC turn to each other, and the NPC speaks (decision 0244). */
  function talkToNearest(): boolean {
    const conversation = npcTalk.begin(world.position, world.npcs, world.facing);
    if (!conversation) return false;
    world.facing = conversation.facing;
    publish({ panel: conversation.panel });
    world.talkingTo = { id: conversation.panel.npc.id, facing: conversation.npcFacing };
    return true;
  }

  /** T: talks to the nearest NPC in range, or says why not (one walked out of reach, or nobody is near). */
  function talk(): boolean {
    if (talkToNearest()) return true;
    talkNotice = { id: (bannerId += 1), text: talkMissText(world.position, world.npcs) };
    talkNoticeAt = world.time;
    publish();
    return false;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    world: world as Readonly<GameWorld<M>>,

    move,
    activatePortal,

    talk,

    /**
     * E or P: a portal underfoot, else an artifact underfoot (picked up; one's own only shown unless
     * `take`, P), else an NPC in range, else artifact creation.
     */
    interact(options: { take?: boolean } = {}) {
      if (activatePortal()) return;
      const underfoot = artifactUnderfoot();
      if (underfoot) {
        takeOrShow(underfoot, 'interact', options.take === true);
        return;
      }
      if (talkToNearest()) return;
      publish({ panel: { kind: 'interact' } });
    },

    /** Listens to what happens in the game; returns the way to stop. */
    onEvent(listener: (event: GameEvent<M>) => void) {
      eventListeners.add(listener);
      return () => {
        eventListeners.delete(listener);
      };
    },

    /** The artifacts lying on a map; ignored when the character has moved on to another map meanwhile. */
    setArtifacts(mapId: M, artifacts: readonly WorldArtifact[]) {
      if (mapId !== world.mapId) return;
      const taken = new Set(world.pickups.map((pickup) => pickup.artifact.id));
      world.artifacts = artifacts.filter((artifact) => !taken.has(artifact.id));
      publish();
    },
    setArtifactsVisible(visible: boolean) {
      world.artifactsVisible = visible;
      publish();
    },
    /** Spec 01 §4: clicking an artifact shows its details. */
    clickCell(cell: Position) {
      const artifact = world.artifactsVisible ? artifactAt(world.artifacts, cell) : undefined;
      if (artifact) emit({ type: 'artifactClicked', artifact });
    },
    /** Opens a mini-game where the character stands (level 4 after the level-3 question). */
    openMiniGame(kind: SpecialPortalKind) {
      miniGameOrigin = { mapId: world.mapId, position: { ...world.position }, previous: { ...world.previous } };
      publish({ panel: { kind: 'minigame', world: kind } });
    },
    /**
     * Leaves the open mini-game: the character stands beside the portal it came through, on the
     * map it came from (a 'Welcome back' arrival when that is another map), and the map's music
     * returns through the 'arrived' or 'miniGameClosed' event.
     */
    closeMiniGame() {
      const origin = miniGameOrigin;
      miniGameOrigin = null;
      if (snapshot.panel?.kind !== 'minigame' && !origin) return;
      emit({ type: 'returned' });
      if (!origin) {
        publish({ panel: null });
        emit({ type: 'miniGameClosed', mapId: world.mapId });
        return;
      }
      const cell = cellBesidePortal(atlas.grid(origin.mapId), origin.position, origin.previous);
      if (origin.mapId !== world.mapId) {
        snapshot = { ...snapshot, panel: null };
        arrive({ mapId: origin.mapId, arrival: cell, banner: MAP_MESSAGES.welcomeBack });
        return;
      }
      world.previous = { ...cell };
      world.position = cell;
      onCellChange?.(world.mapId, world.position);
      publish({ panel: null });
      emit({ type: 'miniGameClosed', mapId: world.mapId });
    },
    /** Where the live-presence server says the character stands: at once, no banner ('arrived' on another map). */
    snapTo(mapId: M, position: Position, facing: Direction = world.facing) {
      world.facing = facing;
      if (mapId !== world.mapId) return arrive({ mapId, arrival: position, banner: '' });
      if (position.x === world.position.x && position.y === world.position.y) return;
      world.position = { ...position };
      world.previous = { ...position };
      onCellChange?.(world.mapId, world.position);
      publish();
    },
    /** Opens a screen another feature owns (by name), e.g. the placement dialog after a pickup. */
    openExternal(name: string, data?: unknown) {
      publish({ panel: { kind: 'external', name, data } });
    },

    /** Opens a panel, or closes it when it is the one already open. */
    togglePanel(kind: PanelKind) {
      publish({ panel: snapshot.panel?.kind === kind ? null : { kind } });
    },
    openPanel(kind: PanelKind) {
      publish({ panel: { kind } });
    },
    closePanel() {
      if (snapshot.panel) publish({ panel: null });
    },
    clearBanner: (id: number) => void (snapshot.banner?.id === id && publish({ banner: null })),

    hold(direction: Direction, nowMs: number) {
      if (held.at(-1) !== direction) heldSince = nowMs;
      held = [...held.filter((d) => d !== direction), direction];
    },
    release(direction: Direction) {
      held = held.filter((d) => d !== direction);
    },
    releaseAll: () => void (held = []),

    /** One fixed step of game time: a held key walks on; NPCs patrol (never onto the character, a portal or each other). */
    update(stepMs: number, nowMs: number) {
      world.time += stepMs;
      if (world.pickups.length && world.time - (world.pickups[0]?.startedAt ?? 0) >= PICKUP_ANIMATION_MS) {
        world.pickups = world.pickups.filter((pickup) => world.time - pickup.startedAt < PICKUP_ANIMATION_MS);
      }
      const direction = held.at(-1);
      if (direction && nowMs - heldSince >= HOLD_REPEAT_DELAY_MS) move(direction, nowMs);
      if (talkNotice && world.time - talkNoticeAt >= TALK_NOTICE_MS) {
        talkNotice = null;
        publish();
      }
      patrolLag += stepMs;
      if (patrolLag < NPC_PATROL_INTERVAL_MS) return;
      patrolLag -= NPC_PATROL_INTERVAL_MS;
      // The NPC in conversation stays where they stand until the dialog closes.
      world.npcs = patrolNpcs(world.npcs, world.grid, world.position, rng, world.talkingTo?.id);
      // Someone walked into or out of talk range: React hears of it (at most once a patrol step).
      if (talkableNpc()?.id !== snapshot.talkable?.id) publish();
    },
  };
}

/** A store over the main world's maps unless told otherwise (a player-made world's store is GameStore<string>). */
export type GameStore<M extends string = BuiltInMapId> = ReturnType<typeof createGameStore<M>>;
