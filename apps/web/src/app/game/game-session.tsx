import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { level4EntrySound, type CharacterDto } from '@authentic/core';
import { installFirstGestureUnlock } from '../../features/audio/first-gesture-unlock';
import { getGameAudio } from '../../features/audio/game-audio-instance';
import { SoundControls } from '../../features/audio/sound-controls';
import { GamePage, newGameStore } from '../../features/game/game-page';
import type { ServerProgress } from '../../features/game/use-server-progress';
import { ProgressLayer, useProgress } from '../../features/progress/progress-layer';
import { useQuests } from '../../features/quests/use-quests';
import { QuestTracker } from '../../features/quests/quest-progress';
import { ArtifactOverlay } from './artifact-overlay';
import { useGameProgress } from './use-game-progress';
import { useGameQuests } from './use-game-quests';
import { useGameSounds } from './use-game-sounds';
import { useInventoryActions } from './use-inventory-actions';
import { useLocalAutosave } from './use-local-autosave';
import { useMiniGameResults } from './use-minigame-results';
import { useSessionQuotes } from '../use-session-quotes';
import { useSessionPanels } from './use-session-panels';
import { useWorldArtifacts } from './use-world-artifacts';
import { useDeferredPresence } from './deferred-presence';
import { usePreloadGameDialogs } from './lazy-panels';

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
  const live = useDeferredPresence({ store, worldId: null, signedIn: userId !== null });
  usePreloadGameDialogs(live.playable);

  const sessionQuotes = useSessionQuotes(userId, character);
  const { quotes, onSaveQuote } = sessionQuotes;
  useEffect(() => tracker.quoteSaved(quotes.length), [tracker, quotes.length]);

  const results = useMiniGameResults(tracker, userId, progress.gameState);

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

  const renderPanel = useSessionPanels({
    store,
    userId,
    character,
    world,
    actions,
    tracker,
    quests,
    questState,
    sessionQuotes,
    results,
    audio,
  });

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
    <>
      {live.host}
      <GamePage
        store={store}
        onSaveQuote={onSaveQuote}
        renderPanel={renderPanel}
        overlay={overlay}
        controls={<SoundControls audio={audio} />}
        inventoryReady={world.ready}
        player={{ name: character?.username ?? null, avatarUrl: character?.avatar ?? null, experience }}
        others={live.relay.others}
        notices={live.relay.notices}
        onPlayable={live.onPlayable}
        hudCorner={
          <>
            {live.corner}
            {questState.quest && questState.active && (
              <QuestTracker quest={questState.quest} progress={questState.active} />
            )}
          </>
        }
      />
    </>
  );
}
