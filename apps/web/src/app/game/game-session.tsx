import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { level4EntrySound, MAP_GRAPH, type ArtifactDto, type CharacterDto } from '@authentic/core';
import { installFirstGestureUnlock } from '../../features/audio/first-gesture-unlock';
import { getGameAudio } from '../../features/audio/game-audio-instance';
import { SoundControls } from '../../features/audio/sound-controls';
import { NpcDialog, type RenderGamePanel } from '../../features/game/game-panels';
import { GamePage, newGameStore } from '../../features/game/game-page';
import { defaultBiomeFor } from '../../lib/render/art/biome-for-map';
import type { ServerProgress } from '../../features/game/use-server-progress';
import { ProgressLayer, useProgress } from '../../features/progress/progress-layer';
import { QuestBadges } from '../../features/quests/quest-badges';
import { useQuests } from '../../features/quests/use-quests';
import { QuestTracker } from '../../features/quests/quest-progress';
import { ArtifactOverlay } from './artifact-overlay';
import type { ArtifactPanelContext } from './artifact-panels';
import { useGameProgress } from './use-game-progress';
import { useGameQuests } from './use-game-quests';
import { useGameSounds } from './use-game-sounds';
import { useInventoryActions } from './use-inventory-actions';
import { useLocalAutosave } from './use-local-autosave';
import { useMiniGameResults } from './use-minigame-results';
import { useSessionQuotes } from '../use-session-quotes';
import { useWorldArtifacts } from './use-world-artifacts';
import { presenceSlots } from './presence-slots';
import { usePresence } from './use-presence';
import {
  MiniGameScreen,
  QuestDialogSection,
  renderCommonPanel,
  suspended,
  usePreloadGameDialogs,
  WorldGuidePanel,
  WorldMapOverlay,
  WriterChallengePanel,
} from './lazy-panels';

export interface GameSessionProps {
  userId: string | null;
  character: CharacterDto | null;
  progress: ServerProgress;
}

/**
 * One visit to the game screen: the store, and everything around it — progress, sound, artifacts in
 * the world, quotes and the panels other features provide. Features meet here, not in each other.
 */
export function GameSession({ userId, character, progress }: GameSessionProps) {
  const [store] = useState(() => newGameStore(progress.startOptions));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [audio] = useState(getGameAudio);
  useEffect(() => installFirstGestureUnlock(audio), [audio]);
  useGameSounds(store, audio);
  useLocalAutosave(store, userId === null);
  usePreloadGameDialogs();

  const tracker = useGameProgress(store, userId ? { userId, gameState: progress.gameState, character } : null);
  const world = useWorldArtifacts({
    store,
    userId,
    saved: progress.gameState,
    saver: progress.saver,
    progress: { discovered: tracker.artifactDiscovered, collected: tracker.artifactCollected },
  });
  const { experience } = useProgress(tracker);
  const quests = useGameQuests(store, tracker, userId ? { userId, gameState: progress.gameState } : null);
  const questState = useQuests(quests);
  const actions = useInventoryActions(store);
  const presence = usePresence(store, null);
  const live = presenceSlots(presence, userId !== null);

  const sessionQuotes = useSessionQuotes(userId, character);
  const { quotes, onSaveQuote } = sessionQuotes;
  useEffect(() => tracker.quoteSaved(quotes.length), [tracker, quotes.length]);

  const onCreated = useCallback(
    (artifact: ArtifactDto, level3Completed: boolean) => {
      tracker.artifactCreated({ mapId: store.getSnapshot().mapId, artifactId: artifact.id, level3Completed });
    },
    [tracker, store],
  );

  const results = useMiniGameResults(tracker, userId, progress.gameState);
  const terminalContext = useMemo(
    () => ({
      username: character?.username ?? null,
      artifactCount: character ? character.inventory.length : null,
      qualifyingArtifact: character?.qualifyingArtifacts.level3 ?? null,
    }),
    [character],
  );

  const enterLevel4 = useCallback(() => {
    // Spec 01 §4: entering level 4 flushes (60%) or sounds the portal (40%); level 4 is the platformer.
    audio.stopMusic();
    audio.play(level4EntrySound(Math.random));
    store.openMiniGame('shooter');
  }, [audio, store]);

  // The writer-themed map offers its challenge on arrival (spec 02: the challenge placeholder).
  useEffect(
    () =>
      store.onEvent((event) => {
        if (event.type === 'arrived' && event.mapId === 'hemingway' && event.from !== 'hemingway') {
          store.openExternal('hemingway');
        }
      }),
    [store],
  );

  const renderPanel = useMemo<RenderGamePanel>(() => {
    const render: RenderGamePanel = (panel, current, close) => {
      const context: ArtifactPanelContext = {
        store,
        userId,
        world,
        actions,
        mapId: current.mapId,
        mapLabel: current.mapName,
        position: current.position,
        close,
        onCreated,
        inventoryExtra: <QuestBadges badges={questState.badges} />,
      };
      switch (panel.kind) {
        case 'npc':
          return (
            <NpcDialog npc={panel.npc} quote={panel.quote} onClose={close} onSaveQuote={onSaveQuote}>
              <QuestDialogSection tracker={quests} npcId={panel.npc.id} />
            </NpcDialog>
          );
        case 'worldMap':
          return (
            <WorldMapOverlay
              graph={MAP_GRAPH}
              currentMapId={store.getSnapshot().mapId}
              lookOf={defaultBiomeFor}
              onClose={close}
            />
          );
        case 'guide':
          return <WorldGuidePanel onClose={close} />;
        case 'minigame':
          return (
            <MiniGameScreen
              kind={panel.world}
              results={results}
              audio={audio}
              terminalContext={terminalContext}
              onExit={() => store.closeMiniGame()}
            />
          );
        case 'external':
          if (panel.name === 'hemingway') {
            return (
              <WriterChallengePanel
                onComplete={(result) => {
                  tracker.gainExperience(result, 'minigame', { kind: 'writerChallenge' });
                  close();
                }}
                onExit={close}
              />
            );
          }
          return renderCommonPanel(panel, context, sessionQuotes) ?? null;
        default:
          return renderCommonPanel(panel, context, sessionQuotes);
      }
    };
    return suspended(render);
  }, [
    store,
    userId,
    world,
    actions,
    onCreated,
    sessionQuotes,
    tracker,
    quests,
    questState,
    onSaveQuote,
    results,
    audio,
    terminalContext,
  ]);

  const overlay = ({ noticeShowing }: { noticeShowing: boolean }) => (
    <>
      <ProgressLayer
        tracker={tracker}
        onEnterLevel4={enterLevel4}
        onSound={audio.play}
        paused={snapshot.panel?.kind === 'minigame'}
        held={noticeShowing}
      />
      <ArtifactOverlay store={store} snapshot={snapshot} artifacts={world} />
      {live.dock}
    </>
  );

  return (
    <GamePage
      store={store}
      onSaveQuote={onSaveQuote}
      renderPanel={renderPanel}
      overlay={overlay}
      controls={<SoundControls audio={audio} />}
      inventoryReady={world.ready}
      player={{ name: character?.username ?? null, avatarUrl: character?.avatar ?? null, experience }}
      others={presence.others}
      notices={presence.notices}
      hudCorner={
        <>
          {live.corner}
          {questState.quest && questState.active && (
            <QuestTracker quest={questState.quest} progress={questState.active} />
          )}
        </>
      }
    />
  );
}
