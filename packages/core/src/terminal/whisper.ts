import { TERMINAL_WHISPERS } from '../messages/terminal.js';
import { type Rng, randomInt } from '../shared/rng.js';
import { TERMINAL_WHISPER_CHANCE } from './constants.js';

/** A whisper line about one time in five, else `null` (templates not yet filled). */
export function rollTerminalWhisper(rng: Rng): string | null {
  if (rng() >= TERMINAL_WHISPER_CHANCE) return null;
  return TERMINAL_WHISPERS[randomInt(rng, 0, TERMINAL_WHISPERS.length - 1)] ?? null;
}
