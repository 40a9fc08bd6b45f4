import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  BUILT_IN_ATLAS,
  GAME_SCREEN_MESSAGES,
  isBuiltInMapId,
  SCREEN_MESSAGES,
  seededRng,
  specialWorldOfMap,
  type BuiltInMapId,
  type NpcQuote,
  type Position,
} from '@authentic/core';
import { useDocumentTitle } from '../../lib/use-document-title';
import { browserStore, checkpointSaver, readGameStart, type GameStart } from './engine/checkpoint';
import { performanceClock } from './engine/clock';
import { createGameStore, type GameStore } from './engine/game-store';
import { browserConversations } from './engine/npc-talk';
import { GamePanels, type RenderGamePanel } from './game-panels';
import { GameHud, HudCorner, type HudPlayer } from './hud/game-hud';
import { GameNoticeLine, useGameNotices, type NoticeSource } from './hud/game-notices';
import { useFullscreen } from './hud/use-fullscreen';
import { ControlBar } from './panels/control-bar';
import { TouchPad } from './panels/touch-pad';
import { GameCanvas, type GameCanvasProps } from './render/game-canvas';
import type { OthersProvider } from './render/others-painter';
import { GameBottom } from './game-bottom';
import { useFocusBackOnClose, useHintFolded, useLoadingFor, useNavPanelEvents } from './game-page-hooks';
import { useGameKeys } from './use-game-keys';
import { useSafeArea } from './use-safe-area';
import '../../styles/game.css';
import '../../styles/game-hud.css';
import '../../styles/game-touch.css';
import { GAME_TEXTS } from './game-texts';

/** Spec 01 §2: the loading screen shows for about 2.5 s. */
export const GAME_LOADING_MS = 2500;

declare global {
  interface Window {
    /**
     * Set only by the browser tests' init script: a shorter loading screen, so hundreds of page loads
     * do not each wait 2.5 s (decision 0294). It can shorten the screen, never lengthen it.
     */
    __authenticLoadingMs?: number;
  }
}

/** How long the loading screen shows: GAME_LOADING_MS, unless a browser test asked for less. */
export function gameLoadingMs(): number {
  const asked = typeof window === 'undefined' ? undefined : window.__authenticLoadingMs;
  return typeof asked === 'number' && asked >= 0 && asked < GAME_LOADING_MS ? asked : GAME_LOADING_MS;
}

/** Where a game starts and who else hears about each step (the signed-in player's server copy). */
export interface GameStartOptions {
  start?: GameStart | null;
  onCellChange?: (mapId: BuiltInMapId, position: Position) => void;
  /** Told where the game starts, once, before any step. */
  onStart?: (mapId: BuiltInMapId, position: Position) => void;
}

/** A game store for a visit: from the given start (or the local checkpoint), saving each cell locally. */
export function newGameStore({ start, onCellChange, onStart }: GameStartOptions): GameStore {
  const storage = browserStore();
  const saveLocally = checkpointSaver(storage);
  // A fresh seed per visit; everything after it (patrols, quotes) follows from the seed.
  const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
  const from = start ?? readGameStart(storage);
  onStart?.(from.mapId, from.position);
  return createGameStore({
    atlas: BUILT_IN_ATLAS,
    ...from,
    rng: seededRng(seed),
    conversations: browserConversations(storage),
    onCellChange: (mapId, position) => {
      saveLocally(mapId, position);
      onCellChange?.(mapId, position);
    },
  });
}

/** 'LOADING...' with 'Initializing the world...' (spec 01 §2). */
export function GameLoadingScreen() {
  return (
    <div className="game-loading" role="status">
      <p className="game-loading-title">{SCREEN_MESSAGES.gameLoadingTitle}</p>
      <p>{SCREEN_MESSAGES.gameLoadingDetail}</p>
    </div>
  );
}

function prefersCoarsePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

export interface GamePageProps {
  /** Saving a quote from the NPC dialog; the saved-quotes work passes it in. */
  onSaveQuote?: (quote: NpcQuote) => void;
  /** Panels built by other features (world map, guide, saved quotes), passed in by `app/`. */
  renderPanel?: RenderGamePanel;
  /** Read once, when the page mounts: the signed-in player's saved cell and the server saver. */
  startOptions?: GameStartOptions;
  /**
   * A store made by the caller (who also listens to its events); otherwise one is made from
   * startOptions. A player-made world's store walks its own atlas.
   */
  store?: GameStore<string>;
  /**
   * Overlays over the canvas from other features (progress, discovery hints, artifact details); a
   * function hears whether a game notice is showing, so progress can wait its turn (decision 0219).
   */
  overlay?: ReactNode | ((screen: { noticeShowing: boolean }) => ReactNode);
  /** Who plays, for the HUD (a guest when absent). */
  player?: HudPlayer;
  /** Pinned in the HUD's top-right column under the toolbar (the quest tracker). */
  hudCorner?: ReactNode;
  /** More controls beside the control bar (sound). */
  controls?: ReactNode;
  /** Spec 01 §2: I opens the inventory only when the character and artifacts are loaded. */
  inventoryReady?: boolean;
  /** The page's title: 'Game' on the main world, a player-made world's name there. */
  title?: string;
  /** A player-made world's look (the renderer knows the built-in maps' own). */
  biomeFor?: GameCanvasProps['biomeFor'];
  /** A player-made world's own art (painted-art.ts). */
  artFor?: GameCanvasProps['artFor'];
  decorate?: GameCanvasProps['decorate'];
  /** Other players on this map, drawn each frame (live presence). */
  others?: OthersProvider | null;
  /** More notices for the notice line (live presence's). */
  notices?: NoticeSource;
  /** Called once the loading screen has gone and the game is shown: what can wait for it starts then. */
  onPlayable?: () => void;
}

export function GamePage({
  onSaveQuote,
  renderPanel,
  startOptions = {},
  store: given,
  overlay,
  controls,
  inventoryReady = true,
  title = 'Game',
  player,
  hudCorner,
  others,
  notices,
  onPlayable,
  // What is left is the map's look for the canvas: biomeFor, artFor, decorate.
  ...mapLook
}: GamePageProps) {
  useDocumentTitle(title);
  const [store] = useState<GameStore<string>>(() => given ?? newGameStore(startOptions));
  const loading = useLoadingFor(gameLoadingMs());
  const [touch] = useState(prefersCoarsePointer);
  const [searchParams] = useSearchParams();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useGameKeys(store, performanceClock, !loading, inventoryReady);
  const notice = useGameNotices(store, !loading, notices);
  const screenRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const insets = useSafeArea(viewRef, !loading);
  const hintFolded = useHintFolded(!loading);
  const fullscreen = useFullscreen(screenRef);
  const hintId = useId();
  useFocusBackOnClose(stageRef, snapshot.panel !== null);
  useNavPanelEvents(store);
  useEffect(() => {
    if (!loading) onPlayable?.();
  }, [loading, onPlayable]);

  const { mapName, position, artifactsVisible } = snapshot;
  const specialWorld = isBuiltInMapId(snapshot.mapId) ? specialWorldOfMap(snapshot.mapId) : null;

  const openPanel = (kind: Parameters<typeof store.openPanel>[0]) =>
    (kind !== 'inventory' || inventoryReady) && store.openPanel(kind);

  return (
    <section
      ref={screenRef}
      className={`game-screen${fullscreen.immersive ? ' game-screen-immersive' : ''}${touch ? ' game-screen-touch' : ''}`}
      aria-label={GAME_TEXTS.screen}
    >
      <h1 className="visually-hidden">{title}</h1>
      {loading ? (
        <GameLoadingScreen />
      ) : (
        <>
          <div ref={viewRef} className="game-view">
            <div
              ref={stageRef}
              className="game-stage"
              tabIndex={0}
              role="group"
              aria-label={GAME_SCREEN_MESSAGES.gameWorld}
              aria-describedby={hintId}
            >
              <GameCanvas
                store={store}
                clock={performanceClock}
                {...mapLook}
                playerAvatar={player?.avatarUrl ?? null}
                others={others}
                insets={insets}
              />
            </div>
            <GameHud mapName={mapName} player={player} />
            <HudCorner>
              <ControlBar
                onOpen={openPanel}
                artifactsVisible={artifactsVisible}
                onToggleArtifacts={() => store.setArtifactsVisible(!artifactsVisible)}
                fullscreen={fullscreen}
                extra={controls}
                withoutInventory={touch}
              />
              {hudCorner}
            </HudCorner>
            <GameNoticeLine notice={notice} />
            {searchParams.has('debug') && (
              <p className="game-debug">{GAME_TEXTS.debugSpecialWorld(specialWorld ?? null)}</p>
            )}
            <p className="visually-hidden" role="status" aria-label={GAME_TEXTS.location}>
              {GAME_TEXTS.whereAmI(mapName, position.y, position.x)}
            </p>
            <GameBottom snapshot={snapshot} touch={touch} hintId={hintId} hintFolded={hintFolded} />
            {typeof overlay === 'function' ? overlay({ noticeShowing: notice !== null }) : overlay}
            {touch && (
              <TouchPad
                onMove={(direction) => {
                  const now = performanceClock.now();
                  store.hold(direction, now);
                  store.move(direction, now);
                }}
                onStop={store.releaseAll}
                onTalk={store.talk}
                onInteract={store.interact}
                onPortal={store.activatePortal}
                onInventory={() => openPanel('inventory')}
              />
            )}
          </div>
          <GamePanels
            snapshot={snapshot}
            onClose={store.closePanel}
            onSaveQuote={onSaveQuote}
            renderPanel={renderPanel}
          />
        </>
      )}
    </section>
  );
}
