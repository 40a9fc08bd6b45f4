import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  BUILT_IN_ATLAS,
  formatMessage,
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
import { GamePanels, type RenderGamePanel } from './game-panels';
import { ArrivalBanner } from './panels/arrival-banner';
import { ControlBar } from './panels/control-bar';
import { TouchPad } from './panels/touch-pad';
import { GameCanvas } from './render/game-canvas';
import { useGameKeys } from './use-game-keys';
import '../../styles/game.css';

/** Spec 01 §2: the loading screen shows for about 2.5 s. */
export const GAME_LOADING_MS = 2500;

/** The nav bar's Inventory and Quotes buttons (app/nav-bar.tsx NAV_EVENTS). */
const NAV_PANEL_EVENTS = { showInventory: 'inventory', showQuotes: 'quotes' } as const;

/** Where a game starts and who else hears about each step (the signed-in player's server copy). */
export interface GameStartOptions {
  start?: GameStart | null;
  onCellChange?: (mapId: BuiltInMapId, position: Position) => void;
}

/** A game store for a visit: from the given start (or the local checkpoint), saving each cell locally. */
export function newGameStore({ start, onCellChange }: GameStartOptions): GameStore {
  const storage = browserStore();
  const saveLocally = checkpointSaver(storage);
  // A fresh seed per visit; everything after it (patrols, quotes) follows from the seed.
  const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
  return createGameStore({
    atlas: BUILT_IN_ATLAS,
    ...(start ?? readGameStart(storage)),
    rng: seededRng(seed),
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
  /** Overlays over the canvas from other features (progress, discovery hints, artifact details). */
  overlay?: ReactNode;
  /** More controls beside the control bar (sound). */
  controls?: ReactNode;
  /** Spec 01 §2: I opens the inventory only when the character and artifacts are loaded. */
  inventoryReady?: boolean;
  /** The page's title: 'Game' on the main world, a player-made world's name there. */
  title?: string;
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
}: GamePageProps) {
  useDocumentTitle(title);
  const [store] = useState<GameStore<string>>(() => given ?? newGameStore(startOptions));
  const [loading, setLoading] = useState(true);
  const [touch] = useState(prefersCoarsePointer);
  const [searchParams] = useSearchParams();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useGameKeys(store, performanceClock, !loading, inventoryReady);

  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), GAME_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const stops = Object.entries(NAV_PANEL_EVENTS).map(([event, panel]) => {
      const open = () => store.openPanel(panel);
      window.addEventListener(event, open);
      return () => window.removeEventListener(event, open);
    });
    return () => stops.forEach((stop) => stop());
  }, [store]);

  const { mapName, position, panel, prompt, artifactsVisible } = snapshot;
  const specialWorld = isBuiltInMapId(snapshot.mapId) ? specialWorldOfMap(snapshot.mapId) : null;

  return (
    <section className="game-screen" aria-label="Game">
      <h1 className="visually-hidden">{title}</h1>
      {loading ? (
        <GameLoadingScreen />
      ) : (
        <>
          <div className="game-view">
            <GameCanvas store={store} clock={performanceClock} />
            <ArrivalBanner banner={snapshot.banner} onDone={store.clearBanner} />
            {(prompt || (snapshot.talkable && !panel)) && (
              <p className="game-prompt" aria-live="polite">
                {prompt ?? formatMessage(SCREEN_MESSAGES.talkHint, { name: snapshot.talkable?.name ?? '' })}
              </p>
            )}
            {searchParams.has('debug') && <p className="game-debug">Special world: {specialWorld ?? 'none'}</p>}
            <p className="visually-hidden" role="status" aria-label="Location">
              {`${mapName}, row ${position.y}, column ${position.x}`}
            </p>
            {overlay}
          </div>
          {!panel && <p className="game-hint">{SCREEN_MESSAGES.gameHint}</p>}
          <ControlBar
            onOpen={(kind) => (kind !== 'inventory' || inventoryReady) && store.openPanel(kind)}
            artifactsVisible={artifactsVisible}
            onToggleArtifacts={() => store.setArtifactsVisible(!artifactsVisible)}
            extra={controls}
          />
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
            />
          )}
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
