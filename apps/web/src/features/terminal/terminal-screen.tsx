import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  TERMINAL_AUTO_ADVANCE_MS,
  TERMINAL_TEXTS,
  chooseTerminalOption,
  currentTerminalNode,
  replyToTerminal,
  startTerminal,
  type TerminalContext,
  type TerminalMoveResult,
  type TerminalResultRequest,
  type TerminalState,
} from '@authentic/core';
import { FullscreenDialog } from '../../ui/fullscreen-dialog';
import { TerminalLog } from './terminal-log';
import { useTypewriter } from '../../lib/use-typewriter';
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

type TerminalMove = TerminalResultRequest['moves'][number];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Keys that never hurry the text: Escape leaves (the dialog handles it), Tab moves focus, and the
 * rest only modify. Every other key, digits and Enter included, shows the text whole while it types.
 */
const NEVER_A_SKIP = new Set(['Escape', 'Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

/** What a key or a tap on it already means: typing in the reply box, pressing a button or a link. */
const OWN_CONTROLS = 'input, textarea, select, button, a, label';

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

/** Enter and Space press the focused button; they belong to it, not to the text. */
function pressesButton(event: KeyboardEvent): boolean {
  return (event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLButtonElement;
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
  const [state, setState] = useState(() => startTerminal(context));
  const [step, setStep] = useState(0);
  const [reply, setReply] = useState('');
  const current = useRef(state);
  const moves = useRef<TerminalMove[]>([]);
  const completed = useRef(false);
  const latest = useRef({ onComplete, onExit, sounds, rng });
  useEffect(() => {
    latest.current = { onComplete, onExit, sounds, rng };
  }, [onComplete, onExit, sounds, rng]);

  const view = currentTerminalNode(state);
  const typedText = view.lines.join('');
  const typing = useTypewriter({
    key: step,
    total: typedText.length,
    speedMs: view.typingSpeedMs,
    instant,
    onSound: useCallback(() => latest.current.sounds?.play('typing'), []),
  });
  const accepting = typing.done && view.expectsInput;

  const replyId = useId();
  const input = useRef<HTMLInputElement>(null);
  const exitButton = useRef<HTMLButtonElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const autoExit = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Applies a move made from `from`; a stale handler (the state has moved on) does nothing. */
  const apply = (from: TerminalState, result: TerminalMoveResult, move: TerminalMove | null) => {
    if (current.current !== from || !result.ok) return;
    if (move) moves.current.push(move);
    current.current = result.state;
    setState(result.state);
    setStep((n) => n + 1);
    setReply('');
    log.current?.focus();
    if (result.state.finished && !completed.current) {
      completed.current = true;
      latest.current.onComplete({ moves: [...moves.current] });
    }
  };

  const choose = (number: number) => {
    if (!accepting || !view.choices.some((choice) => choice.number === number)) return;
    apply(state, chooseTerminalOption(state, number - 1, latest.current.rng), { choice: number });
  };

  const advance = () => {
    if (!typing.done || !view.autoAdvance) return;
    // The same move as waiting 1.5 s, so it is not one of the player's moves.
    apply(state, chooseTerminalOption(state, 0, latest.current.rng), null);
  };

  const submitReply = (event: FormEvent) => {
    event.preventDefault();
    const text = reply.trim();
    if (!accepting || text === '') return;
    apply(state, replyToTerminal(state, text, latest.current.rng), { reply: text });
  };

  const exit = () => {
    clearTimeout(autoExit.current);
    latest.current.onExit();
  };

  // A key or a tap while the text types shows it whole, and does nothing else: the choices are not
  // there yet, so a digit cannot pick one. Once typed, 1–9 pick a choice (not in the reply box, and
  // not by a key held down since the text was hurried).
  const keys = useRef({ choose, finish: typing.finish, typingDone: typing.done });
  useEffect(() => {
    keys.current = { choose, finish: typing.finish, typingDone: typing.done };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!keys.current.typingDone) {
        if (NEVER_A_SKIP.has(event.key) || isTextField(event.target) || pressesButton(event)) return;
        // Space would scroll the log and Enter could submit: this key has done its work.
        if (event.key === ' ' || event.key === 'Enter') event.preventDefault();
        keys.current.finish();
        return;
      }
      if (/^[1-9]$/.test(event.key) && !event.repeat && !isTextField(event.target)) {
        event.preventDefault();
        keys.current.choose(Number(event.key));
      }
    };
    const onTap = (event: MouseEvent) => {
      if (keys.current.typingDone) return;
      if (event.target instanceof Element && event.target.closest(OWN_CONTROLS)) return;
      keys.current.finish();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onTap);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onTap);
    };
  }, []);

  // The whisper shows once the lines have typed out, with its sound.
  const showWhisper = typing.done && state.whisper !== null;
  useEffect(() => {
    if (showWhisper) latest.current.sounds?.play('whisper');
  }, [showWhisper, step]);

  // Auto-advancing nodes move on 1.5 s after typing ends.
  useEffect(() => {
    if (!typing.done || !view.autoAdvance) return;
    const from = state;
    const timer = setTimeout(() => {
      apply(from, chooseTerminalOption(from, 0, latest.current.rng), null);
    }, TERMINAL_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [typing.done, view.autoAdvance, state]);

  // Input is enabled: the reply box takes focus.
  useEffect(() => {
    if (accepting) input.current?.focus();
  }, [accepting, step]);

  // The exit node has typed out: Exit takes focus, and the screen closes by itself soon after.
  const ended = view.isExit && typing.done;
  useEffect(() => {
    if (!ended) return;
    exitButton.current?.focus();
    autoExit.current = setTimeout(() => latest.current.onExit(), TERMINAL_AUTO_EXIT_MS);
    return () => clearTimeout(autoExit.current);
  }, [ended]);

  // Keep the newest text in view: the line being typed while it types (the lines still to come
  // already take their room below it), then everything down to the end.
  useEffect(() => {
    const node = log.current;
    if (!node) return;
    const typingLine = node.querySelector('.terminal-cursor')?.parentElement;
    node.scrollTop = typingLine
      ? Math.max(node.scrollTop, typingLine.offsetTop + typingLine.offsetHeight - node.clientHeight)
      : node.scrollHeight;
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

        <div className="terminal-controls">
          {accepting && (
            <ol className="terminal-choices">
              {view.choices.map((choice) => (
                <li key={choice.number}>
                  <button type="button" className="terminal-choice" onClick={() => choose(choice.number)}>
                    {choice.number}. {choice.label}
                  </button>
                </li>
              ))}
            </ol>
          )}
          {typing.done && view.autoAdvance && (
            <button type="button" className="terminal-continue" onClick={advance}>
              {TERMINAL_TEXTS.continueLabel}
            </button>
          )}
          <form className="terminal-reply" onSubmit={submitReply}>
            <label htmlFor={replyId}>{TERMINAL_TEXTS.replyLabel}</label>
            <input
              ref={input}
              id={replyId}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={reply}
              placeholder={TERMINAL_TEXTS.replyPlaceholder}
              disabled={!accepting}
              onChange={(event) => setReply(event.target.value)}
            />
          </form>
        </div>
      </div>
    </FullscreenDialog>
  );
}
