export {
  TERMINAL_AUTO_ADVANCE_MS,
  TERMINAL_COMPLETION,
  TERMINAL_TYPING_MAX_MS,
  TERMINAL_TYPING_MIN_MS,
  TERMINAL_WHISPER_CHANCE,
  clampTerminalTypingSpeed,
} from './constants.js';
export { TERMINAL_NODES, TERMINAL_START_NODE_ID, terminalNodeById } from './graph.js';
export { matchTerminalReply } from './reply.js';
export {
  chooseTerminalOption,
  currentTerminalNode,
  replyToTerminal,
  startTerminal,
  terminalCompletion,
} from './runner.js';
export { fillTerminalTemplate } from './template.js';
export type * from './types.js';
export { type TerminalGraphCheck, validateTerminalGraph } from './validate.js';
export { rollTerminalWhisper } from './whisper.js';
