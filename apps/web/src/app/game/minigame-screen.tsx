import { lazy, Suspense } from 'react';
import { MINI_GAME_SCREEN_MESSAGES, type SpecialPortalKind, type TerminalContext } from '@authentic/core';
import type { GameAudio } from '../../features/audio/game-audio';
import type { useMiniGameResults } from './use-minigame-results';

// Each game loads only when its portal is first taken (issue 10: the bundle before play stays small).
const AdventureScreen = lazy(async () => ({
  default: (await import('../../features/adventure/adventure-screen')).AdventureScreen,
}));
const TerminalScreen = lazy(async () => ({
  default: (await import('../../features/terminal/terminal-screen')).TerminalScreen,
}));
const PlatformerScreen = lazy(async () => ({
  default: (await import('../../features/platformer/platformer-screen')).PlatformerScreen,
}));

export interface MiniGameScreenProps {
  kind: SpecialPortalKind;
  results: ReturnType<typeof useMiniGameResults>;
  audio: GameAudio;
  terminalContext: TerminalContext;
  onExit: () => void;
}

function Loading() {
  return (
    <div className="fullscreen-dialog minigame-loading" role="status">
      <p>{MINI_GAME_SCREEN_MESSAGES.loading}</p>
    </div>
  );
}

/** The mini-game a special portal (or the level-4 question) opened, over the whole game screen. */
export function MiniGameScreen({ kind, results, audio, terminalContext, onExit }: MiniGameScreenProps) {
  return (
    <Suspense fallback={<Loading />}>
      {kind === 'text_adventure' && (
        <AdventureScreen
          initialProgress={results.adventureProgress()}
          onSave={results.saveAdventure}
          onComplete={(body) => results.report({ game: 'textAdventure', body })}
          onExit={onExit}
          music={audio}
        />
      )}
      {kind === 'terminal' && (
        <TerminalScreen
          context={terminalContext}
          onComplete={(body) => results.report({ game: 'terminal', body })}
          onExit={onExit}
          sounds={audio}
        />
      )}
      {kind === 'shooter' && (
        <PlatformerScreen onComplete={(body) => results.report({ game: 'platformer', body })} onExit={onExit} />
      )}
    </Suspense>
  );
}
