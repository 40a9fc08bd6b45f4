import { useEffect, useRef, useState, type RefObject } from 'react';
import { TERMINAL_TEXTS, type TerminalContext, type TerminalResultRequest } from '@authentic/core';
import { FullscreenDialog } from '../../ui/fullscreen-dialog';
import { TerminalControls } from './terminal-controls';
import { TerminalLog } from './terminal-log';
import { useTerminalKeys } from './use-terminal-keys';
import { useTerminalRun, type TerminalCallbacks } from './use-terminal-run';
import './terminal.css';

/**
 * After the exit node has typed out, the ending stays on screen this long (Exit focused, so a
 * player can leave at once) and then the terminal closes by itself: the session is over and there
 * is nothing left to do here.
 */
export const TERMINAL_AUTO_EXIT_MS = 2000;

export interface TerminalScreenProps {
  context: TerminalContext;
  /** Called once when the exit node is reached, with the player's moves. */
  onComplete: (result: TerminalResultRequest) => void;
  /** Leaves the terminal (exit button, Esc, or after the exit node ends the session). */
  onExit: () => void;
  /** Sounds: structural type so this feature imports no other feature. */
  sounds?: { play(effect: 'typing' | 'whisper'): void };
  /** Randomness for whispers; defaults to Math.random. */
  rng?: () => number;
  /** Defaults to matchMedia('(prefers-reduced-motion: reduce)'): text appears at once. */
  reducedMotion?: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Keep the newest text in view: the line being typed while it types (the lines still to come
 * already take their room below it), then everything down to the end.
 */
function scrollToNewest(node: HTMLDivElement) {
  const typingLine = node.querySelector<HTMLElement>('.terminal-cursor')?.parentElement;
  node.scrollTop = typingLine
    ? Math.max(node.scrollTop, typingLine.offsetTop + typingLine.offsetHeight - node.clientHeight)
    : node.scrollHeight;
}

/** The exit node has typed out: Exit takes focus, and the screen closes by itself soon after. */
function useAutoExit(
  ended: boolean,
  exitButton: RefObject<HTMLButtonElement | null>,
  latest: RefObject<{ onExit: () => void }>,
) {
  const autoExit = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!ended) return;
    exitButton.current?.focus();
    autoExit.current = setTimeout(() => latest.current.onExit(), TERMINAL_AUTO_EXIT_MS);
    return () => clearTimeout(autoExit.current);
  }, [ended, exitButton, latest]);
  return () => clearTimeout(autoExit.current);
}

/** The level-3 terminal: a typed conversation with the guide (spec 02 §2, §4, §5, §9). */
export function TerminalScreen({
  context,
  onComplete,
  onExit,
  sounds,
  rng = Math.random,
  reducedMotion,
}: TerminalScreenProps) {
  const [systemReducedMotion] = useState(prefersReducedMotion);
  const instant = reducedMotion ?? systemReducedMotion;
  const latest = useRef<TerminalCallbacks & { onExit: () => void }>({ onComplete, onExit, sounds, rng });
  useEffect(() => {
    latest.current = { onComplete, onExit, sounds, rng };
  }, [onComplete, onExit, sounds, rng]);

  const input = useRef<HTMLInputElement>(null);
  const exitButton = useRef<HTMLButtonElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const run = useTerminalRun(context, instant, latest, log);
  const { state, step, view, typing, accepting, showWhisper } = run;
  useTerminalKeys({ choose: run.choose, finish: typing.finish, typingDone: typing.done });

  // Input is enabled: the reply box takes focus.
  useEffect(() => {
    if (accepting) input.current?.focus();
  }, [accepting, step]);

  const ended = view.isExit && typing.done;
  const cancelAutoExit = useAutoExit(ended, exitButton, latest);
  const exit = () => {
    cancelAutoExit();
    latest.current.onExit();
  };

  useEffect(() => {
    if (log.current) scrollToNewest(log.current);
  }, [typing.shown, step, showWhisper]);

  const typeFrom = state.transcript.length - view.lines.length - (state.whisper === null ? 0 : 1);

  return (
    <FullscreenDialog
      title={TERMINAL_TEXTS.title}
      onEscape={exit}
      className={`terminal${instant ? ' terminal-still' : ''}${ended ? ' terminal-ended' : ''}`}
      header={(titleId) => (
        <header className="terminal-bar">
          <h2 id={titleId} className="terminal-title">
            {TERMINAL_TEXTS.title}
          </h2>
          <p className="terminal-status">{TERMINAL_TEXTS.statusLine}</p>
          <button ref={exitButton} type="button" className="terminal-exit" onClick={exit}>
            {TERMINAL_TEXTS.exitButton}
          </button>
        </header>
      )}
    >
      <div className="terminal-screen">
        <TerminalLog
          ref={log}
          transcript={state.transcript}
          typeFrom={typeFrom}
          shown={typing.shown}
          showWhisper={showWhisper}
        />
        <TerminalControls
          accepting={accepting}
          choices={view.choices}
          canContinue={typing.done && view.autoAdvance}
          reply={run.reply}
          onReply={run.setReply}
          onChoose={run.choose}
          onContinue={run.advance}
          onSubmitReply={run.submitReply}
          inputRef={input}
        />
      </div>
    </FullscreenDialog>
  );
}
