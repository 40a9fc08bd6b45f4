import type { AdventureHistoryEntry } from '@authentic/core';
import { useLayoutEffect, useRef } from 'react';

export interface AdventureHistoryProps {
  history: readonly AdventureHistoryEntry[];
  /** Text lines from this index on are the newest output, typed out. */
  typeFrom: number;
  /** Characters of the newest output shown so far. */
  shown: number;
  /** A click on the history shows everything at once. */
  onReveal: () => void;
}

/** How much of each line shows: all of the older ones, the newest output up to `shown` characters. */
function visibleLengths(history: readonly AdventureHistoryEntry[], typeFrom: number, shown: number): number[] {
  let left = shown;
  return history.map((entry, index) => {
    if (index < typeFrom || entry.kind !== 'text') return entry.text.length;
    const typed = Math.max(0, Math.min(entry.text.length, left));
    left -= entry.text.length;
    return typed;
  });
}

/**
 * The scrolling story. Every line holds its whole text from the start and the part not yet typed
 * is only transparent: the layout does not jump, and the live region announces each line once,
 * whole, instead of letter by letter (aria-relevant="additions" ignores the typing itself).
 */
export function AdventureHistory({ history, typeFrom, shown, onReveal }: AdventureHistoryProps) {
  const log = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = log.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [history]);

  const visible = visibleLengths(history, typeFrom, shown);
  return (
    <div ref={log} className="adventure-log" role="log" aria-live="polite" aria-relevant="additions" onClick={onReveal}>
      {history.map((entry, index) => {
        if (entry.kind === 'command')
          return (
            <p key={index} className="adventure-command">
              {entry.text}
            </p>
          );
        const typed = visible[index] ?? entry.text.length;
        return (
          <p key={index} className="adventure-line">
            <span>{entry.text.slice(0, typed)}</span>
            <span className="adventure-untyped">{entry.text.slice(typed)}</span>
          </p>
        );
      })}
    </div>
  );
}
