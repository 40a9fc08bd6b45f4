import { useCallback, useMemo } from 'react';
import { MAP_GRAPH, type ArtifactDto, type CharacterDto, type TerminalContext } from '@authentic/core';
import type { GameAudio } from '../../features/audio/game-audio';
import type { GameSnapshot, GameStore, OpenPanel } from '../../features/game/engine/game-store';
import { NpcDialog, type RenderGamePanel } from '../../features/game/game-panels';
import type { ProgressTracker } from '../../features/progress/progress-tracker';
import { QuestBadges } from '../../features/quests/quest-badges';
import type { useQuests } from '../../features/quests/use-quests';
import { defaultBiomeFor } from '../../lib/render/art/biome-for-map';
import type { useSessionQuotes } from '../use-session-quotes';
import type { ArtifactPanelContext } from './artifact-panels';
import {
  MiniGameScreen,
  QuestDialogSection,
  renderCommonPanel,
  suspended,
  WorldGuidePanel,
  WorldMapOverlay,
  WriterChallengePanel,
} from './lazy-panels';
import type { useGameQuests } from './use-game-quests';
import type { InventoryActions } from './use-inventory-actions';
import type { useMiniGameResults } from './use-minigame-results';
import type { WorldArtifacts } from './use-world-artifacts';

export interface SessionPanelsOptions {
  store: GameStore;
  userId: string | null;
  character: CharacterDto | null;
  world: WorldArtifacts;
  actions: InventoryActions;
  tracker: ProgressTracker;
  quests: ReturnType<typeof useGameQuests>;
  questState: ReturnType<typeof useQuests>;
  sessionQuotes: ReturnType<typeof useSessionQuotes>;
  results: ReturnType<typeof useMiniGameResults>;
  audio: GameAudio;
}

type SessionPanelParts = Omit<SessionPanelsOptions, 'character'> & {
  onCreated: ArtifactPanelContext['onCreated'];
  terminalContext: TerminalContext;
};

/** The main world's panels: its own (NPCs, world map, guide, mini-games, the writer's challenge), then the common ones. */
function renderSessionPanel(
  panel: OpenPanel,
  current: GameSnapshot<string>,
  close: () => void,
  parts: SessionPanelParts,
) {
  const { store, userId, world, actions, tracker, quests, questState, sessionQuotes, results, audio, onCreated } =
    parts;
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
        <NpcDialog npc={panel.npc} quote={panel.quote} onClose={close} onSaveQuote={sessionQuotes.onSaveQuote}>
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
          terminalContext={parts.terminalContext}
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
}

/** The panel renderer of one game visit, made again only when what its panels show changes. */
export function useSessionPanels({
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
}: SessionPanelsOptions): RenderGamePanel {
  const onCreated = useCallback(
    (artifact: ArtifactDto, level3Completed: boolean) => {
      tracker.artifactCreated({ mapId: store.getSnapshot().mapId, artifactId: artifact.id, level3Completed });
    },
    [tracker, store],
  );
  const terminalContext = useMemo(
    () => ({
      username: character?.username ?? null,
      artifactCount: character ? character.inventory.length : null,
      qualifyingArtifact: character?.qualifyingArtifacts.level3 ?? null,
    }),
    [character],
  );
  return useMemo(
    () =>
      suspended((panel, current, close) =>
        renderSessionPanel(panel, current, close, {
          store,
          userId,
          world,
          actions,
          tracker,
          quests,
          questState,
          sessionQuotes,
          results,
          audio,
          onCreated,
          terminalContext,
        }),
      ),
    [
      store,
      userId,
      world,
      actions,
      onCreated,
      sessionQuotes,
      tracker,
      quests,
      questState,
      results,
      audio,
      terminalContext,
    ],
  );
}
