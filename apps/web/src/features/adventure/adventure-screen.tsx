import {
  ADVENTURE_SCREEN_TEXTS as TEXTS,
  ADVENTURE_TYPEWRITER_MS_PER_CHAR,
  type AdventureResultRequest,
  type TextAdventureProgress,
} from '@authentic/core';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FullscreenDialog } from '../../ui/fullscreen-dialog';
import { AdventureHistory } from './adventure-history';
import { AdventureCompleteOverlay, AdventureGameOverOverlay } from './adventure-overlays';
import { useTypewriter } from '../../lib/use-typewriter';
import { ADVENTURE_COMMAND_MAX_LENGTH, typedLength, useAdventureRun } from './use-adventure-run';
import { useVisualViewportFit } from './use-visual-viewport-fit';
import './adventure.css';

export interface AdventureScreenProps {
  /** A saved run to resume (signed-in players), or null to start fresh. */
  initialProgress: TextAdventureProgress | null;
  /** Signed-in only: called 2 s after a room or inventory change (debounced), and once on leaving. null = guest, never saves. */
  onSave: ((progress: TextAdventureProgress) => void) | null;
  /** Called once when the run is won, with every command typed since the run began (including those before a resume). */
  onComplete: (result: AdventureResultRequest) => void;
  /** Leaves the adventure (Exit Adventure, Esc, 'quit' after 1 s, Continue Your Journey, Exit on Game Over). */
  onExit: () => void;
  /** Music: the lead passes the game's audio object; structural type so this feature imports no other feature. */
  music?: { playMusic(theme: 'adventure' | 'adventureEnding' | null): void };
  /** Defaults to matchMedia('(prefers-reduced-motion: reduce)'). */
  reducedMotion?: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function InspirationMeter({ value }: { value: number }) {
  const labelId = useId();
  return (
    <div className="adventure-inspiration">
      <span id={labelId}>{TEXTS.inspiration}</span>
      <div
        className="adventure-meter"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="adventure-meter-fill" style={{ width: `${value}%` }} />
      </div>
      <span className="adventure-meter-value">{value}%</span>
    </div>
  );
}

/** Any key shows the whole text while it types. */
function useFinishOnAnyKey(running: boolean, finish: () => void) {
  useEffect(() => {
    if (!running) return;
    document.addEventListener('keydown', finish);
    return () => document.removeEventListener('keydown', finish);
  }, [running, finish]);
}

/** Shell-like recall: every command typed here, the resumed log first (Try Again keeps it); Up and Down walk it. */
function useCommandRecall(commands: readonly string[]) {
  const [draft, setDraft] = useState('');
  const [recall, setRecall] = useState(() => ({ list: [...commands], index: commands.length }));
  const remember = (text: string) => {
    const list = [...recall.list, text];
    setRecall({ list, index: list.length });
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const step = event.key === 'ArrowUp' ? -1 : 1;
    const index = Math.max(0, Math.min(recall.list.length, recall.index + step));
    if (recall.list.length === 0) return;
    setRecall({ ...recall, index });
    setDraft(recall.list[index] ?? '');
  };
  return { draft, setDraft, remember, onKeyDown };
}

/** The command line: focused while playing, Up and Down recall, and kept above a phone's keyboard. */
function AdventurePrompt({
  commands,
  playing,
  submit,
}: {
  commands: readonly string[];
  playing: boolean;
  /** Applies a command; false when it was ignored. */
  submit: (text: string) => boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { draft, setDraft, remember, onKeyDown } = useCommandRecall(commands);
  useVisualViewportFit(input);

  useEffect(() => {
    if (playing) input.current?.focus();
  }, [playing]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!submit(text)) return;
    remember(text);
  };

  return (
    <form className="adventure-prompt" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {TEXTS.commandLabel}
      </label>
      <span className="adventure-caret" aria-hidden="true">
        &gt;
      </span>
      <input
        ref={input}
        id={inputId}
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={TEXTS.prompt}
        maxLength={ADVENTURE_COMMAND_MAX_LENGTH}
        disabled={!playing}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="send"
      />
    </form>
  );
}

/** The text adventure 'The Writer's Journey' (spec 02 §2, §4, §5, §9) over the whole game. */
export function AdventureScreen({ reducedMotion, ...options }: AdventureScreenProps) {
  const [systemReduced] = useState(prefersReducedMotion);
  const motionReduced = reducedMotion ?? systemReduced;
  const { run, quitting, submit, tryAgain, leave } = useAdventureRun(options);
  const { game } = run;
  const typing = useTypewriter({
    key: run.turn,
    total: typedLength(game.history, run.typeFrom),
    speedMs: ADVENTURE_TYPEWRITER_MS_PER_CHAR,
    instant: motionReduced,
  });
  const playing = game.status === 'playing' && !quitting;

  // While text is being typed, any key shows all of it (Escape still leaves: the dialog handles it).
  const { finish } = typing;
  const running = !typing.done;
  useFinishOnAnyKey(running, finish);

  const ended = !running && game.status !== 'playing';
  return (
    <FullscreenDialog
      title={TEXTS.title}
      className="adventure-dialog"
      onEscape={leave}
      header={(titleId) => (
        <header className="adventure-bar">
          <h2 id={titleId} className="adventure-title">
            {TEXTS.title}
          </h2>
          <InspirationMeter value={game.inspiration} />
          <button type="button" className="button adventure-exit" onClick={leave}>
            {TEXTS.exitAdventure}
          </button>
        </header>
      )}
    >
      <div className="adventure-body">
        <AdventureHistory history={game.history} typeFrom={run.typeFrom} shown={typing.shown} onReveal={finish} />
        <AdventurePrompt commands={run.commands} playing={playing} submit={submit} />
      </div>
      {ended && game.status === 'victory' && <AdventureCompleteOverlay onContinue={leave} />}
      {ended && game.status === 'gameOver' && <AdventureGameOverOverlay onExit={leave} onTryAgain={tryAgain} />}
    </FullscreenDialog>
  );
}
