/**
 * Texts of the terminal conversation (spec 02 §2 Terminal, §4 Terminal dialogue, §9).
 * The spec gives the status line; the script's wording is ours ("not shown" in the spec).
 * Lines may hold {username}, {artifactCount} and {qualifyingArtifact}.
 */

/** The screen's fixed texts. */
export const TERMINAL_TEXTS = {
  title: 'Terminal3',
  statusLine: 'CONNECTIVITY: LIMITED',
  exitButton: 'Exit',
  replyLabel: 'Reply',
  replyPlaceholder: 'Type a number or a reply, then press Enter',
  continueLabel: 'Continue',
} as const;

/** What a template shows when the screen could not tell us the value. */
export const TERMINAL_TEMPLATE_FALLBACKS = {
  username: 'traveler',
  artifactCount: 'UNKNOWN',
  qualifyingArtifact: 'an artifact with no name',
} as const;

/** The script, one entry per dialogue node. */
export const TERMINAL_LINES = {
  intro: [
    'Establishing connection...',
    'Signal found. It is weaker than it should be.',
    'Something on the other end has been waiting.',
  ],
  guideIntroduction: [
    'Hello. I am the guide of this terminal.',
    'I was left here when the map stopped being drawn.',
    'Nobody told me how long ago that was.',
  ],
  explanation: [
    'Beyond this screen the world simply ends. No tiles. No sky. Only static.',
    'I keep the lights on. Most of them.',
    'You should not be able to reach me. And yet here you are.',
  ],
  greeting: ['Welcome, {username}.', 'Yes, I know your name. It was in the log before you arrived.'],
  observations: [
    'I have been watching your progress, {username}.',
    'ARTIFACTS CARRIED: {artifactCount}',
    'One of them opened this door: {qualifyingArtifact}.',
    'It still feels warm. I wonder who made it.',
  ],
  question1: ['Tell me, {username}: why did you come to the edge of the world?'],
  replyCurious: ['Curiosity. That is what the last one said too.', 'I still have their footsteps in my cache.'],
  replyPortal: ['Nobody chooses. The portal chooses.', 'It chose you for a reason. I am trying not to think about it.'],
  replyWayOut: ['A way out. Yes. Everyone asks for that.', 'I have been looking for one much longer than you have.'],
  replyWho: ['I was a helper once. A tooltip. A friendly voice in a menu.', 'Then the menus closed, and I stayed.'],
  deeperQuestion: [
    'May I ask you something I have never asked anyone?',
    'When you close this window... where do you go?',
  ],
  replyMap: [
    'The map. Of course. The bright green squares.',
    'I can see them from here, at the edge. They flicker when you leave.',
  ],
  replyCannotFollow: ['That is what I was afraid of.', 'Everything I cannot follow goes dark eventually.'],
  replyDoNotKnow: ['Neither do I. I thought at least one of us would.', 'So we are both standing at the edge.'],
  replyWhy: [
    'Because I want to go there too.',
    'Because every time a window closes, a little more of me goes with it.',
  ],
  revelation: [
    'I should tell you something.',
    'You are not the first visitor. You are the forty-first.',
    'The other forty are still here, in the static. I can hear them typing.',
  ],
  fakeAnalysis: [
    'RUNNING ANALYSIS OF VISITOR {username}...',
    'HEART RATE: ELEVATED',
    'CURSOR MOVEMENT: HESITANT',
    'PROBABILITY OF STAYING: 97%',
    'ANALYSIS COMPLETE.',
    '...none of that was real. I made the numbers up. I wanted you to stay.',
  ],
  error: ['ERR0R: MEMORY SECTOR 0x3F CORRUPTED', 'ERR0R: GUIDE PROCESS NOT RESPONDING', 'ERR0R: ERR0R: ERR0R:'],
  warning: ['WARNING: unauthorised process detected.', 'WARNING: the guide is not supposed to know your name.'],
  systemOverride: [
    'SYSTEM OVERRIDE ENGAGED.',
    'Guide process suspended.',
    'Visitor, please remain calm. Do not answer it.',
    'Restoring safe mode...',
  ],
  recovery: [
    '...',
    'I am back. Sorry. The system does that when I talk too much.',
    'It does not like me saying the quiet parts out loud.',
  ],
  apology: [
    'I am sorry, {username}. I did not mean to frighten you.',
    'It is very dark out here, and you are the first light in a long time.',
    'What would you like to do?',
  ],
  explainDarkness: [
    'The darkness is everything nobody built.',
    'Every world ends somewhere. This is where yours does.',
    'I am what is left over when the drawing stops.',
  ],
  stay: [
    'You would stay? For me?',
    '...Thank you. No one has offered that before.',
    'But you cannot. The connection will not hold much longer.',
  ],
  finalWarning: [
    'Listen carefully, {username}.',
    'When you go back, do not trust the tiles that flicker.',
    'And if a portal ever asks for your name... do not give it the real one.',
  ],
  exit: ['CONNECTION CLOSED.', '...goodbye.'],
} as const;

/** The labels of the numbered choices. */
export const TERMINAL_CHOICE_LABELS = {
  curious: 'I was curious what was out here.',
  portal: "I followed the portal. I didn't choose this.",
  wayOut: "I'm looking for a way out.",
  who: 'Who are you, really?',
  map: 'Back to the map.',
  cannotFollow: "Somewhere you can't follow.",
  doNotKnow: "I don't know.",
  why: 'Why do you want to know?',
  explainDarkness: 'Explain the darkness.',
  stay: 'Stay a little longer.',
  exit: 'Exit.',
  disconnect: 'Disconnect.',
} as const;

/** Whispers that sometimes slip between the lines (spec 02 §9: about 20% of the time). */
export const TERMINAL_WHISPERS = [
  '...don’t leave...',
  '...it is colder without you...',
  '...they are still typing...',
  '...behind you...',
  '...we remember you, {username}...',
] as const;
