import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import {
  docMapIdOfKey,
  doorKey,
  keyedWorldDoc,
  MAP_MESSAGES,
  seededRng,
  WORLD_MUSIC,
  withDoors,
  worldDocAtlas,
  worldDocWalkable,
  worldMapKey,
  type CharacterDto,
  type Position,
  type World,
  type WorldDoc,
} from '@authentic/core';
import { installFirstGestureUnlock } from '../../features/audio/first-gesture-unlock';
import { getGameAudio } from '../../features/audio/game-audio-instance';
import { SoundControls } from '../../features/audio/sound-controls';
import { NpcDialog, type RenderGamePanel } from '../../features/game/game-panels';
import { createGameStore } from '../../features/game/engine/game-store';
import { GamePage } from '../../features/game/game-page';
import type { NoticeSource } from '../../features/game/hud/game-notices';
import { biomeForMapType } from '../../lib/render/art/biome-for-map';
import { mapArt, type TilesetArt } from '../../lib/render/painted-art';
import { apiRequest } from '../../lib/api-client';
import { logError } from '../../lib/error-log';
import { paths } from '../../lib/paths';
import { ArtifactOverlay } from './artifact-overlay';
import type { ArtifactPanelContext } from './artifact-panels';
import { renderCommonPanel, suspended, usePreloadGameDialogs, WorldGuidePanel } from './lazy-panels';
import { useGameSounds } from './use-game-sounds';
import { useInventoryActions } from './use-inventory-actions';
import { useSessionQuotes } from '../use-session-quotes';
import { useWorldArtifacts } from './use-world-artifacts';
import { useWorldPresence } from './use-world-presence';
import { StoryProgressSection } from '../../features/stories/story-progress';
import { storyWalks } from './story-walks';
import { WorldOverviewPanel } from './world-overview-panel';
import { WORLD_PLAY_TEXTS } from './world-play-texts';
import { createWorldPositionSaver } from './world-position-saver';
import { useWorldStory } from './world-story';

export interface WorldGameSessionProps {
  world: World;
  /** What players walk: the world's published document (or the one its type generates). */
  doc: WorldDoc;
  /** Where this player last stood in the world, and on which map (null on a first visit). */
  saved: (Position & { mapId?: string | null }) | null;
  userId: string | null;
  character: CharacterDto | null;
  /** This document replaced the one the player was walking (its maker published it): say so. */
  updated?: boolean;
  /** The world's own tilesets, their images loaded (painted-art.ts); none for built-in tiles only. */
  tilesets?: readonly TilesetArt[];
}

const NO_TILESETS: readonly TilesetArt[] = [];

/**
 * Where a player starts in the keyed document: their saved cell (its map saved by its document id)
 * if one can still stand there, else the world's spawn.
 */
function startOf(
  worldId: string,
  doc: WorldDoc,
  saved: WorldGameSessionProps['saved'],
): { mapId: string; position: Position } {
  const mapId = saved?.mapId ? worldMapKey(worldId, saved.mapId) : doc.spawn.mapId;
  const map = doc.maps.find((candidate) => candidate.id === mapId);
  if (saved && map && worldDocWalkable(doc, map, saved.x, saved.y)) {
    return { mapId, position: { x: saved.x, y: saved.y } };
  }
  return { mapId: doc.spawn.mapId, position: { x: doc.spawn.x, y: doc.spawn.y } };
}

/** Where the player stands is sent when they stop, when the page hides, and when they leave. */
function useSendPositionOnLeave(positionSaver: ReturnType<typeof createWorldPositionSaver>) {
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void positionSaver.flush(true);
    };
    const onPageHide = () => void positionSaver.flush(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      positionSaver
        .flush(true)
        .catch((error: unknown) => logError(`Saving the world position failed: ${String(error)}`));
      positionSaver.dispose();
    };
  }, [positionSaver]);
}

/**
 * The world's game store and what it walks by: the keyed document's atlas with this player's story
 * doors (decision 0296), and where a signed-in player's place is saved.
 */
function useWorldStore({
  world,
  doc,
  saved,
  userId,
  updated,
}: Pick<WorldGameSessionProps, 'world' | 'saved' | 'userId' | 'updated'> & { doc: WorldDoc }) {
  const [positionSaver] = useState(() =>
    createWorldPositionSaver((cell, keepalive) =>
      // A guest's place is not kept (they came by a link, issue 34): nothing to send.
      userId === null
        ? Promise.resolve()
        : apiRequest(`/api/worlds/${encodeURIComponent(world.id)}/position`, { method: 'PUT', body: cell, keepalive }),
    ),
  );
  // The doors a story opened or closed for this player, by map key and cell (decision 0296).
  const [doors] = useState(() => new Map<string, boolean>());
  // Where its `walk` tags sent the story's characters (decision 0296).
  const [walks] = useState(storyWalks);
  const [store] = useState(() => {
    const start = startOf(world.id, doc, saved);
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
    return createGameStore<string>({
      atlas: withDoors(worldDocAtlas(doc), (mapId, cell) => doors.get(doorKey(mapId, cell))),
      steer: walks.steer,
      mapId: start.mapId,
      position: start.position,
      rng: seededRng(seed),
      onCellChange: (mapId, cell) =>
        positionSaver.cellChanged({ ...cell, mapId: docMapIdOfKey(world.id, mapId) ?? undefined }),
      banner: updated ? WORLD_PLAY_TEXTS.updated : MAP_MESSAGES.welcome(world.name),
    });
  });
  return { store, doors, walks, positionSaver };
}

/**
 * Playing a player-made world: the same game screen over the world's document (core's
 * worldDocAtlas: its maps, portals, edges and NPCs), and the artifacts placed in it. Experience,
 * levels and quests belong to the main world (decision 0216). The way out leads back to /game.
 */
export function WorldGameSession({
  world,
  doc: ownDoc,
  saved,
  userId,
  character,
  updated,
  tilesets = NO_TILESETS,
}: WorldGameSessionProps) {
  const navigate = useNavigate();
  // Maps by their keys, so artifacts and live rooms tell this world's maps from every other's.
  const [doc] = useState(() => keyedWorldDoc(ownDoc, world.id));
  const { store, doors, walks, positionSaver } = useWorldStore({ world, doc, saved, userId, updated });
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [audio] = useState(getGameAudio);
  useEffect(() => installFirstGestureUnlock(audio), [audio]);
  const musicFor = useCallback(() => WORLD_MUSIC[world.mapType], [world.mapType]);
  const biomeFor = useCallback(() => biomeForMapType(world.mapType), [world.mapType]);
  const artFor = useCallback(
    (mapId: string) => {
      const map = doc.maps.find((candidate) => candidate.id === mapId);
      return map ? mapArt(map, tilesets) : null;
    },
    [doc, tilesets],
  );
  useGameSounds(store, audio, musicFor);

  useSendPositionOnLeave(positionSaver);

  // The world's portal leads home: the main world, where the player last was.
  useEffect(
    () =>
      store.onEvent((event) => {
        if (event.type === 'exit') void navigate(paths.game);
      }),
    [store, navigate],
  );

  const artifacts = useWorldArtifacts({ store, userId, saved: null, saver: null });
  const actions = useInventoryActions(store);
  const live = useWorldPresence(store, world.id, userId !== null);
  usePreloadGameDialogs(live.playable);
  const story = useWorldStory({ worldId: world.id, doc, store, signedIn: userId !== null, doors, walks });
  const relayNotices = live.relay.notices;
  const notices = useMemo<NoticeSource>(
    () => (show) => {
      const stopRelay = relayNotices(show);
      const stopStory = story.notices(show);
      return () => {
        stopRelay();
        stopStory();
      };
    },
    [relayNotices, story],
  );
  const sessionQuotes = useSessionQuotes(userId, character);
  const { onSaveQuote } = sessionQuotes;

  const renderPanel = useMemo<RenderGamePanel>(() => {
    const render: RenderGamePanel = (panel, current, close) => {
      const told = story.renderStory(panel, current, close);
      if (told) return told;
      const context: ArtifactPanelContext = {
        store,
        userId,
        world: artifacts,
        actions,
        mapId: current.mapId,
        mapLabel: current.mapName,
        position: current.position,
        close,
        onCreated: () => undefined,
      };
      switch (panel.kind) {
        case 'npc':
          return <NpcDialog npc={panel.npc} quote={panel.quote} onClose={close} onSaveQuote={onSaveQuote} />;
        case 'worldMap':
          return (
            <WorldOverviewPanel
              world={world}
              map={doc.maps.find((map) => map.id === current.mapId) ?? doc.maps[0]!}
              position={current.position}
              viewerId={userId}
              story={doc.story && <StoryProgressSection worldId={world.id} signedIn={userId !== null} />}
              onClose={close}
            />
          );
        case 'guide':
          return <WorldGuidePanel onClose={close} />;
        default:
          return renderCommonPanel(panel, context, sessionQuotes);
      }
    };
    return suspended(render);
  }, [store, userId, artifacts, actions, onSaveQuote, world, doc, sessionQuotes, story]);

  const overlay = (
    <>
      <ArtifactOverlay store={store} snapshot={snapshot} artifacts={artifacts} />
      {live.dock}
    </>
  );

  return (
    <>
      {live.host}
      <GamePage
        store={store}
        title={world.name}
        biomeFor={biomeFor}
        artFor={artFor}
        onSaveQuote={onSaveQuote}
        renderPanel={renderPanel}
        overlay={overlay}
        controls={<SoundControls audio={audio} />}
        inventoryReady={artifacts.ready}
        others={live.relay.others}
        notices={notices}
        decorate={story.decorate}
        onPlayable={live.onPlayable}
        hudCorner={live.corner}
        player={{
          name: character?.username ?? null,
          avatarUrl: character?.avatar ?? null,
          // Experience belongs to the main world (decision 0216); a signed-in player's level still shows.
          experience: character?.exp ?? null,
        }}
      />
    </>
  );
}
