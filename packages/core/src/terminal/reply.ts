import type { TerminalChoice } from './types.js';

/**
 * Which choice a free-text reply picks (spec 02 §4): a number picks that
 * choice; otherwise the first label containing the reply, ignoring case;
 * failing both, the first choice. `null` only when there is nothing to pick
 * or the reply is blank.
 */
export function matchTerminalReply(choices: readonly TerminalChoice[], reply: string): number | null {
  const text = reply.trim();
  if (choices.length === 0 || text === '') return null;
  if (/^\d+$/.test(text)) {
    const number = Number(text);
    if (number >= 1 && number <= choices.length) return number - 1;
  }
  const wanted = text.toLowerCase();
  const byLabel = choices.findIndex((choice) => choice.label.toLowerCase().includes(wanted));
  return byLabel >= 0 ? byLabel : 0;
}
