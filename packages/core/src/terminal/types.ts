/** A numbered choice: its label and the node it leads to. */
export interface TerminalChoice {
  label: string;
  next: string;
}

/**
 * One node of the conversation graph. Lines may hold templates. A node that
 * auto-advances takes its only choice by itself 1.5 s after typing ends; an
 * exit node ends the session and has no choices.
 */
export interface TerminalNode {
  id: string;
  lines: readonly string[];
  /** Milliseconds per typed character; clamped to 5–150 when shown. */
  typingSpeedMs: number;
  choices: readonly TerminalChoice[];
  start?: boolean;
  exit?: boolean;
  autoAdvance?: boolean;
}

/** What the screen knows about the player; any of it may be missing. */
export interface TerminalContext {
  username?: string | null;
  artifactCount?: number | null;
  qualifyingArtifact?: string | null;
}

export type TerminalSpeaker = 'terminal' | 'player' | 'whisper';

export interface TerminalTranscriptLine {
  from: TerminalSpeaker;
  text: string;
}

/** The running conversation: plain data, safe to store and render. */
export interface TerminalState {
  nodeId: string;
  context: TerminalContext;
  /** Everything said so far, templates filled, oldest first. */
  transcript: TerminalTranscriptLine[];
  /** The whisper rolled on entering the current node, if any. */
  whisper: string | null;
  finished: boolean;
}

/** What finishing the terminal is worth (spec 01 §3 achievements, §4 rewards). */
export interface TerminalCompletion {
  exp: number;
  achievementId: string;
  achievementName: string;
}

export type TerminalMoveFailure = 'finished' | 'no-such-choice' | 'input-not-expected' | 'empty-reply';

export type TerminalMoveResult =
  | { ok: true; state: TerminalState; completion: TerminalCompletion | null }
  | { ok: false; reason: TerminalMoveFailure };

/** The current node as the screen shows it. */
export interface TerminalNodeView {
  id: string;
  lines: string[];
  choices: { number: number; label: string }[];
  typingSpeedMs: number;
  autoAdvance: boolean;
  /** Numbered buttons and the reply box take input only here (spec 02 §5). */
  expectsInput: boolean;
  isExit: boolean;
}
