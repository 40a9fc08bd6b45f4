import type { TerminalTranscriptLine } from '@authentic/core';
import type { Ref } from 'react';

export interface TerminalLogProps {
  ref: Ref<HTMLDivElement>;
  transcript: readonly TerminalTranscriptLine[];
  /** Transcript index where the current node's lines begin; they are typed out. */
  typeFrom: number;
  /** Characters of the current node typed so far. */
  shown: number;
  /** The whisper, last in the transcript, waits until the lines have typed out. */
  showWhisper: boolean;
}

/**
 * The conversation so far. Every line holds its whole text from the moment it arrives, and the
 * part not yet typed is only transparent: a screen reader has the full line at once (the live
 * region announces each line once, when it is added, never letter by letter), and the layout does
 * not jump as the text types. Lines are keyed by their place in the transcript, so a line stays the
 * same element when the conversation moves on and is not announced again.
 */
/** How much of each line shows: all of the earlier ones, the current node's up to `shown` characters. */
function typedLengths(transcript: readonly TerminalTranscriptLine[], typeFrom: number, shown: number): number[] {
  let left = shown;
  return transcript.map((line, index) => {
    if (index < typeFrom || line.from !== 'terminal') return line.text.length;
    const typed = Math.max(0, Math.min(line.text.length, left));
    left -= line.text.length;
    return typed;
  });
}

export function TerminalLog({ ref, transcript, typeFrom, shown, showWhisper }: TerminalLogProps) {
  const typed = typedLengths(transcript, typeFrom, shown);
  // The cursor sits on the first line still typing.
  const typing = typed.findIndex((length, index) => length < (transcript[index]?.text.length ?? 0));
  return (
    <div ref={ref} className="terminal-log" role="log" aria-relevant="additions" tabIndex={-1}>
      {transcript.map((line, index) => {
        if (line.from === 'whisper' && index === transcript.length - 1 && !showWhisper) return null;
        if (line.from !== 'terminal') {
          return (
            <p key={index} className={`terminal-line terminal-line-${line.from}`}>
              {line.text}
            </p>
          );
        }
        const length = typed[index] ?? line.text.length;
        return (
          <p key={index} className="terminal-line terminal-line-terminal">
            <span>{line.text.slice(0, length)}</span>
            {index === typing && <span className="terminal-cursor" aria-hidden="true" />}
            <span className="terminal-untyped">{line.text.slice(length)}</span>
          </p>
        );
      })}
    </div>
  );
}
