import type { BuiltInMapId, SpecialPortalKind } from '@authentic/core';
import type { GameStoreOptions, GameWorld, PanelKind } from './game-types';
import { createHeldKeys } from './held-keys';
import { patrolNpcs } from './npc-patrol';
import { createNpcTalk, memoryConversations, talkMissText } from './npc-talk';
import { createPlayerMoves } from './player-moves';
import { createStoreCore } from './store-core';
import { createArtifactActions } from './world-artifact-actions';

/** A patrolling NPC takes a patrol decision this often (decision 0152). */
export const NPC_PATROL_INTERVAL_MS = 1000;

export type { GameSnapshot, GameStoreOptions, GameWorld, MoveOutcome, OpenPanel, PanelKind } from './game-types';
export { HOLD_REPEAT_DELAY_MS } from './held-keys';

/**
 * The game screen's state outside React: the shared core (world, snapshot, events, arrivals) with
 * the player's moves (core's rules), the artifacts on the map, NPC talk, panels and the fixed-step update.
 */
export function createGameStore<M extends string>(options: GameStoreOptions<M>) {
  const { rng, conversations = memoryConversations() } = options;
  const core = createStoreCore(options);
  const { world, publish } = core;
  const artifacts = createArtifactActions(core);
  const moves = createPlayerMoves(core, artifacts.stepped);
  const keys = createHeldKeys();
  const npcTalk = createNpcTalk(conversations);
  let patrolLag = 0;

  /** An NPC in range: the character and the NPC turn to each other, and the NPC speaks (decision 0244). */
  function talkToNearest(): boolean {
    const conversation = npcTalk.begin(world.position, world.npcs, world.facing);
    if (!conversation) return false;
    world.facing = conversation.facing;
    publish({ panel: conversation.panel });
    world.talkingTo = { id: conversation.panel.npc.id, facing: conversation.npcFacing };
    return true;
  }

  /** NPCs patrol once a patrol interval (never onto the character, a portal or each other). */
  function patrol(stepMs: number) {
    patrolLag += stepMs;
    if (patrolLag < NPC_PATROL_INTERVAL_MS) return;
    patrolLag -= NPC_PATROL_INTERVAL_MS;
    // The NPC in conversation stays where they stand until the dialog closes.
    const { steer } = options;
    world.npcs = patrolNpcs(world.npcs, world.grid, world.position, rng, world.talkingTo?.id, (npc, index, free) =>
      steer ? steer(npc, index, free, world.mapId) : null,
    );
    // Someone walked into or out of talk range: React hears of it (at most once a patrol step).
    if (core.talkableNpc()?.id !== core.getSnapshot().talkable?.id) publish();
  }

  return {
    subscribe: core.subscribe,
    getSnapshot: core.getSnapshot,
    world: world as Readonly<GameWorld<M>>,
    onEvent: core.onEvent,

    move: moves.move,
    activatePortal: moves.activatePortal,
    openMiniGame: (kind: SpecialPortalKind) => moves.openMiniGame(kind),
    closeMiniGame: moves.closeMiniGame,
    snapTo: moves.snapTo,

    /** T: talks to the nearest NPC in range, or says why not (one walked out of reach, or nobody is near). */
    talk(): boolean {
      if (talkToNearest()) return true;
      core.showTalkNotice(talkMissText(world.position, world.npcs));
      return false;
    },

    /**
     * E or P: a portal underfoot, else an artifact underfoot (picked up; one's own only shown unless
     * `take`, P), else an NPC in range, else artifact creation.
     */
    interact(options: { take?: boolean } = {}) {
      if (moves.activatePortal()) return;
      const underfoot = artifacts.artifactUnderfoot();
      if (underfoot) {
        artifacts.takeOrShow(underfoot, 'interact', options.take === true);
        return;
      }
      if (talkToNearest()) return;
      publish({ panel: { kind: 'interact' } });
    },

    setArtifacts: artifacts.setArtifacts,
    setArtifactsVisible: artifacts.setArtifactsVisible,
    clickCell: artifacts.clickCell,

    /** Opens a screen another feature owns (by name), e.g. the placement dialog after a pickup. */
    openExternal(name: string, data?: unknown) {
      publish({ panel: { kind: 'external', name, data } });
    },
    /** Opens a panel, or closes it when it is the one already open. */
    togglePanel(kind: PanelKind) {
      publish({ panel: core.getSnapshot().panel?.kind === kind ? null : { kind } });
    },
    openPanel(kind: PanelKind) {
      publish({ panel: { kind } });
    },
    closePanel() {
      if (core.getSnapshot().panel) publish({ panel: null });
    },
    clearBanner: (id: number) => void (core.getSnapshot().banner?.id === id && publish({ banner: null })),

    hold: keys.hold,
    release: keys.release,
    releaseAll: keys.releaseAll,

    /** One fixed step of game time: a held key walks on; notices and pickups end; NPCs patrol. */
    update(stepMs: number, nowMs: number) {
      world.time += stepMs;
      artifacts.expirePickups();
      const direction = keys.walking(nowMs);
      if (direction) moves.move(direction, nowMs);
      core.expireTalkNotice();
      patrol(stepMs);
    },
  };
}

/** A store over the main world's maps unless told otherwise (a player-made world's store is GameStore<string>). */
export type GameStore<M extends string = BuiltInMapId> = ReturnType<typeof createGameStore<M>>;
