import type { Rng } from '../shared/rng.js';
import { TERMINAL_COMPLETION, clampTerminalTypingSpeed } from './constants.js';
import { TERMINAL_START_NODE_ID, terminalNodeById } from './graph.js';
import { matchTerminalReply } from './reply.js';
import { fillTerminalTemplate } from './template.js';
import type {
  TerminalCompletion,
  TerminalContext,
  TerminalMoveResult,
  TerminalNodeView,
  TerminalState,
  TerminalTranscriptLine,
} from './types.js';
import { rollTerminalWhisper } from './whisper.js';

function terminalLines(nodeId: string, context: TerminalContext): TerminalTranscriptLine[] {
  return terminalNodeById(nodeId).lines.map((line) => ({
    from: 'terminal',
    text: fillTerminalTemplate(line, context),
  }));
}

/** A fresh session at the start node; the context fills the templates. */
export function startTerminal(context: TerminalContext = {}): TerminalState {
  return {
    nodeId: TERMINAL_START_NODE_ID,
    context: { ...context },
    transcript: terminalLines(TERMINAL_START_NODE_ID, context),
    whisper: null,
    finished: false,
  };
}

/** The current node with its templates filled, as the screen shows it. */
export function currentTerminalNode(state: TerminalState): TerminalNodeView {
  const node = terminalNodeById(state.nodeId);
  const isExit = node.exit === true;
  const autoAdvance = node.autoAdvance === true;
  return {
    id: node.id,
    lines: node.lines.map((line) => fillTerminalTemplate(line, state.context)),
    choices: node.choices.map((choice, index) => ({ number: index + 1, label: choice.label })),
    typingSpeedMs: clampTerminalTypingSpeed(node.typingSpeedMs),
    autoAdvance,
    expectsInput: !isExit && !autoAdvance,
    isExit,
  };
}

/** The reward once the exit node is reached, else `null`. */
export function terminalCompletion(state: TerminalState): TerminalCompletion | null {
  return state.finished ? { ...TERMINAL_COMPLETION } : null;
}

function moveTo(state: TerminalState, index: number, said: string | null, rng: Rng): TerminalMoveResult {
  const choice = terminalNodeById(state.nodeId).choices[index];
  if (!choice) return { ok: false, reason: 'no-such-choice' };
  const next = terminalNodeById(choice.next);
  const rolled = rollTerminalWhisper(rng);
  const whisper = rolled === null ? null : fillTerminalTemplate(rolled, state.context);
  const transcript: TerminalTranscriptLine[] = [
    ...state.transcript,
    ...(said === null ? [] : [{ from: 'player' as const, text: said }]),
    ...terminalLines(next.id, state.context),
    ...(whisper === null ? [] : [{ from: 'whisper' as const, text: whisper }]),
  ];
  const finished = next.exit === true;
  const nextState: TerminalState = { ...state, nodeId: next.id, transcript, whisper, finished };
  return { ok: true, state: nextState, completion: terminalCompletion(nextState) };
}

/**
 * Takes the numbered choice at `index` (0-based). Auto-advancing nodes move on
 * with index 0, which adds nothing to the transcript on the player's side.
 */
export function chooseTerminalOption(state: TerminalState, index: number, rng: Rng): TerminalMoveResult {
  if (state.finished) return { ok: false, reason: 'finished' };
  const node = terminalNodeById(state.nodeId);
  const choice = Number.isInteger(index) ? node.choices[index] : undefined;
  if (!choice) return { ok: false, reason: 'no-such-choice' };
  return moveTo(state, index, node.autoAdvance ? null : choice.label, rng);
}

/** Answers with free text: a number, part of a label, or anything else for the first choice. */
export function replyToTerminal(state: TerminalState, text: string, rng: Rng): TerminalMoveResult {
  if (state.finished) return { ok: false, reason: 'finished' };
  const node = terminalNodeById(state.nodeId);
  if (node.autoAdvance) return { ok: false, reason: 'input-not-expected' };
  const index = matchTerminalReply(node.choices, text);
  if (index === null) return { ok: false, reason: 'empty-reply' };
  return moveTo(state, index, text.trim(), rng);
}
