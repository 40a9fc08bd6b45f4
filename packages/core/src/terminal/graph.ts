import { TERMINAL_CHOICE_LABELS as LABEL, TERMINAL_LINES as LINES, TERMINAL_TEXTS } from '../messages/terminal.js';
import type { TerminalNode } from './types.js';
import { validateTerminalGraph } from './validate.js';

/** A node that types its lines and moves on by itself. */
function say(id: string, lines: readonly string[], typingSpeedMs: number, next: string): TerminalNode {
  return { id, lines, typingSpeedMs, autoAdvance: true, choices: [{ label: TERMINAL_TEXTS.continueLabel, next }] };
}

/**
 * The conversation in the order of spec 02 §4: intro, guide introduction,
 * explanation, greeting, observations, question1 (4 choices), its reply, a
 * deeper question (4 choices), its reply, revelation, fake analysis, error,
 * warning, system override, recovery, apology (3 choices), final warning, exit.
 * Speeds set the mood: slow where it hurts, frantic where the system breaks.
 */
export const TERMINAL_NODES: readonly TerminalNode[] = [
  { ...say('intro', LINES.intro, 60, 'guide_introduction'), start: true },
  say('guide_introduction', LINES.guideIntroduction, 45, 'explanation'),
  say('explanation', LINES.explanation, 40, 'greeting'),
  say('greeting', LINES.greeting, 55, 'observations'),
  say('observations', LINES.observations, 45, 'question1'),
  {
    id: 'question1',
    lines: LINES.question1,
    typingSpeedMs: 50,
    choices: [
      { label: LABEL.curious, next: 'reply_curious' },
      { label: LABEL.portal, next: 'reply_portal' },
      { label: LABEL.wayOut, next: 'reply_way_out' },
      { label: LABEL.who, next: 'reply_who' },
    ],
  },
  say('reply_curious', LINES.replyCurious, 45, 'deeper_question'),
  say('reply_portal', LINES.replyPortal, 45, 'deeper_question'),
  say('reply_way_out', LINES.replyWayOut, 45, 'deeper_question'),
  say('reply_who', LINES.replyWho, 45, 'deeper_question'),
  {
    id: 'deeper_question',
    lines: LINES.deeperQuestion,
    typingSpeedMs: 65,
    choices: [
      { label: LABEL.map, next: 'reply_map' },
      { label: LABEL.cannotFollow, next: 'reply_cannot_follow' },
      { label: LABEL.doNotKnow, next: 'reply_do_not_know' },
      { label: LABEL.why, next: 'reply_why' },
    ],
  },
  say('reply_map', LINES.replyMap, 50, 'revelation'),
  say('reply_cannot_follow', LINES.replyCannotFollow, 50, 'revelation'),
  say('reply_do_not_know', LINES.replyDoNotKnow, 50, 'revelation'),
  say('reply_why', LINES.replyWhy, 50, 'revelation'),
  say('revelation', LINES.revelation, 110, 'fake_analysis'),
  say('fake_analysis', LINES.fakeAnalysis, 12, 'error'),
  say('error', LINES.error, 5, 'warning'),
  say('warning', LINES.warning, 90, 'system_override'),
  say('system_override', LINES.systemOverride, 8, 'recovery'),
  say('recovery', LINES.recovery, 35, 'apology'),
  {
    id: 'apology',
    lines: LINES.apology,
    typingSpeedMs: 70,
    choices: [
      { label: LABEL.explainDarkness, next: 'explain_darkness' },
      { label: LABEL.stay, next: 'stay' },
      { label: LABEL.exit, next: 'final_warning' },
    ],
  },
  say('explain_darkness', LINES.explainDarkness, 80, 'final_warning'),
  say('stay', LINES.stay, 80, 'final_warning'),
  {
    id: 'final_warning',
    lines: LINES.finalWarning,
    typingSpeedMs: 120,
    choices: [{ label: LABEL.disconnect, next: 'exit' }],
  },
  { id: 'exit', lines: LINES.exit, typingSpeedMs: 150, choices: [], exit: true },
];

const check = validateTerminalGraph(TERMINAL_NODES);
if (!check.ok) throw new Error(`Terminal graph is broken: ${check.problems.join('; ')}`);

const NODES_BY_ID = new Map(TERMINAL_NODES.map((node) => [node.id, node]));

/** The node with this id; the graph was validated, so a miss is a bug. */
export function terminalNodeById(id: string): TerminalNode {
  const node = NODES_BY_ID.get(id);
  if (!node) throw new Error(`Unknown terminal node '${id}'`);
  return node;
}

export const TERMINAL_START_NODE_ID: string = TERMINAL_NODES.find((node) => node.start)?.id ?? 'intro';
