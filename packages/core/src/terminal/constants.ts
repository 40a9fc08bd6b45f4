import type { TerminalCompletion } from './types.js';

/** Terminal limits of spec 02 §9 and the reward of spec 01 §4. */
export const TERMINAL_TYPING_MIN_MS = 5;
export const TERMINAL_TYPING_MAX_MS = 150;
export const TERMINAL_AUTO_ADVANCE_MS = 1500;
export const TERMINAL_WHISPER_CHANCE = 0.2;

export const TERMINAL_COMPLETION: Readonly<TerminalCompletion> = {
  exp: 100,
  achievementId: 'terminal_master',
  achievementName: 'Terminal Master',
};

/** A speed that is not a number falls back to an ordinary pace. */
const DEFAULT_TYPING_MS = 40;

export function clampTerminalTypingSpeed(ms: number): number {
  if (!Number.isFinite(ms)) return DEFAULT_TYPING_MS;
  return Math.min(TERMINAL_TYPING_MAX_MS, Math.max(TERMINAL_TYPING_MIN_MS, ms));
}
