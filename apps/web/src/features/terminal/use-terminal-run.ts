import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  TERMINAL_AUTO_ADVANCE_MS,
  chooseTerminalOption,
  currentTerminalNode,
  replyToTerminal,
  startTerminal,
  type TerminalContext,
  type TerminalMoveResult,
  type TerminalResultRequest,
  type TerminalState,
} from '@authentic/core';
import { useTypewriter } from '../../lib/use-typewriter';

type TerminalMove = TerminalResultRequest['moves'][number];

/** The callers' latest callbacks, read when they are needed (so a new one never restarts a timer). */
export interface TerminalCallbacks {
  onComplete: (result: TerminalResultRequest) => void;
  sounds?: { play(effect: 'typing' | 'whisper'): void };
  rng: () => number;
}

/**
 * The conversation behind the terminal screen: the core runner's state, the current node typing
 * out, and the player's moves (a choice, a reply, or Continue on an auto-advancing node). Reaching
 * the exit node reports the moves once. `log` takes the focus after each move.
 */
export function useTerminalRun(
  context: TerminalContext,
  instant: boolean,
  latest: RefObject<TerminalCallbacks>,
  log: RefObject<HTMLDivElement | null>,
) {
  const [state, setState] = useState(() => startTerminal(context));
  const [step, setStep] = useState(0);
  const [reply, setReply] = useState('');
  const current = useRef(state);
  const moves = useRef<TerminalMove[]>([]);
  const completed = useRef(false);

  const view = currentTerminalNode(state);
  const typing = useTypewriter({
    key: step,
    total: view.lines.join('').length,
    speedMs: view.typingSpeedMs,
    instant,
    onSound: useCallback(() => latest.current.sounds?.play('typing'), [latest]),
  });
  const accepting = typing.done && view.expectsInput;

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

  // apply reads only refs and setters, so the copy the auto-advance timer holds is as good as any.
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });

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

  // The whisper shows once the lines have typed out, with its sound.
  const showWhisper = typing.done && state.whisper !== null;
  useEffect(() => {
    if (showWhisper) latest.current.sounds?.play('whisper');
  }, [showWhisper, step, latest]);

  // Auto-advancing nodes move on 1.5 s after typing ends.
  useEffect(() => {
    if (!typing.done || !view.autoAdvance) return;
    const from = state;
    const timer = setTimeout(() => {
      applyRef.current(from, chooseTerminalOption(from, 0, latest.current.rng), null);
    }, TERMINAL_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [typing.done, view.autoAdvance, state, latest]);

  return { state, step, view, typing, accepting, showWhisper, reply, setReply, choose, advance, submitReply };
}
