import { useEffect, useState } from 'react';
import { ADVENTURE_TYPEWRITER_MS_PER_CHAR } from '@authentic/core';
import { useTypewriter } from '../../lib/use-typewriter';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The pause between one line typed and the next beginning. */
const LINE_PAUSE_MS = 250;

/** Lines of one turn a line at a time, at the text adventure's typing pace; `finish` shows the current line whole. */
export function useReadingPace(turn: number, lines: readonly { text: string }[]) {
  const [reduced] = useState(prefersReducedMotion);
  const [read, setRead] = useState({ turn, index: 0 });
  const index = read.turn === turn ? read.index : 0;
  const current = lines[index];
  const typing = useTypewriter({
    key: turn * 1000 + index,
    total: current?.text.length ?? 0,
    speedMs: ADVENTURE_TYPEWRITER_MS_PER_CHAR,
    instant: reduced,
  });
  // A line typed to its end: the next one begins after a breath (none when motion is reduced).
  useEffect(() => {
    if (!current || !typing.done) return;
    const timer = window.setTimeout(() => setRead({ turn, index: index + 1 }), reduced ? 0 : LINE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [current, typing.done, turn, index, reduced]);

  const allRead = index >= lines.length;
  const { finish } = typing;
  // While a line types, any key shows all of it (Escape still closes: the dialog hears it too).
  useEffect(() => {
    if (allRead) return;
    document.addEventListener('keydown', finish);
    return () => document.removeEventListener('keydown', finish);
  }, [allRead, finish]);

  return { index, shown: typing.shown, allRead, finish };
}

/** The text of line `i` as far as it is read: whole before the current line, typed so far on it. */
export function lineShown(text: string, i: number, pace: { index: number; shown: number }): string | null {
  if (i < pace.index) return text;
  if (i === pace.index) return text.slice(0, pace.shown);
  return null;
}
