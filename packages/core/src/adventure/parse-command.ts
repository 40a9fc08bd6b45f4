/**
 * The command grammar of spec 02 §5, as a pure parser: text in, one command value out.
 * Case does not matter, spaces are collapsed and a leading article is ignored.
 */

export type AdventureVerb =
  'examine' | 'take' | 'drop' | 'read' | 'use' | 'talk to' | 'pull' | 'push' | 'open' | 'write';

export type ParsedAdventureCommand =
  | { kind: 'empty' }
  | { kind: 'help' }
  | { kind: 'look' }
  | { kind: 'inventory' }
  | { kind: 'quit' }
  | { kind: 'restart' }
  /** direction is the full word (n becomes north), or null when the player typed only 'go'. */
  | { kind: 'go'; direction: string | null }
  /** object is '' when the player typed only the verb. */
  | { kind: 'act'; verb: AdventureVerb; object: string }
  | { kind: 'useOn'; item: string; target: string }
  | { kind: 'say'; words: string }
  | { kind: 'unknown'; text: string };

export const ADVENTURE_VERBS: readonly AdventureVerb[] = [
  'examine',
  'take',
  'drop',
  'read',
  'use',
  'talk to',
  'pull',
  'push',
  'open',
  'write',
];

const EXACT: Readonly<Record<string, ParsedAdventureCommand>> = {
  help: { kind: 'help' },
  '?': { kind: 'help' },
  look: { kind: 'look' },
  l: { kind: 'look' },
  'look around': { kind: 'look' },
  inventory: { kind: 'inventory' },
  inv: { kind: 'inventory' },
  i: { kind: 'inventory' },
  quit: { kind: 'quit' },
  restart: { kind: 'restart' },
  'try again': { kind: 'restart' },
};

const DIRECTION_ALIASES: Readonly<Record<string, string>> = {
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  u: 'up',
  d: 'down',
};
/** A table's own entry for what the player typed: never an inherited one ('constructor', '__proto__'). */
function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Spec 02 §5: the words that move the player on their own. */
const BARE_DIRECTIONS = ['north', 'south', 'east', 'west', 'up', 'down', 'n', 's', 'e', 'w', 'u', 'd', 'back', 'door'];
const MOVE_VERBS = ['go', 'move', 'walk', 'head'];
const SAY_VERBS = ['say', 'speak', 'recite', 'whisper', 'utter', 'shout', 'tell door'];

/** Longest phrases first, so 'look at' wins over 'look' and 'talk to' over 'talk'. */
const VERB_PHRASES: readonly (readonly [string, AdventureVerb])[] = [
  ['look at', 'examine'],
  ['pick up', 'take'],
  ['put down', 'drop'],
  ['talk to', 'talk to'],
  ['talk with', 'talk to'],
  ['speak to', 'talk to'],
  ['speak with', 'talk to'],
  ['examine', 'examine'],
  ['inspect', 'examine'],
  ['search', 'examine'],
  ['look', 'examine'],
  ['take', 'take'],
  ['get', 'take'],
  ['grab', 'take'],
  ['drop', 'drop'],
  ['read', 'read'],
  ['use', 'use'],
  ['talk', 'talk to'],
  ['pull', 'pull'],
  ['push', 'push'],
  ['open', 'open'],
  ['unlock', 'open'],
  ['write', 'write'],
];

/** Lower case, typographic quotes made plain, spaces trimmed and collapsed. */
export function normaliseAdventureInput(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An object as the data spells it: no punctuation, hyphens as spaces, no leading article. */
export function normaliseAdventureObject(text: string): string {
  let object = normaliseAdventureInput(text)
    .replace(/[".,!?;:()]/g, '')
    .replace(/-/g, ' ')
    .replace(/(^|\s)'+|'+(\s|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  for (;;) {
    const stripped = object.replace(/^(the|a|an) /, '');
    if (stripped === object) return object;
    object = stripped;
  }
}

/** Spoken words compared without quotes or punctuation, so "'One True Sentence!'" matches. */
export function normaliseAdventureWords(text: string): string {
  return normaliseAdventureInput(text)
    .replace(/[^a-z0-9' ]/g, ' ')
    .replace(/(^|\s)'+|'+(\s|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

function rest(text: string, phrase: string): string | null {
  if (text === phrase) return '';
  return text.startsWith(`${phrase} `) ? text.slice(phrase.length + 1) : null;
}

function parseDirection(words: string): string | null {
  const direction = normaliseAdventureObject(words.replace(/^(to|through|towards?) /, ''));
  if (direction === '') return null;
  return own(DIRECTION_ALIASES, direction) ?? direction;
}

export function parseAdventureCommand(input: string): ParsedAdventureCommand {
  const text = normaliseAdventureInput(input);
  if (text === '') return { kind: 'empty' };
  const exact = own(EXACT, text);
  if (exact) return exact;
  if (BARE_DIRECTIONS.includes(text)) return { kind: 'go', direction: own(DIRECTION_ALIASES, text) ?? text };

  for (const verb of MOVE_VERBS) {
    const words = rest(text, verb);
    if (words !== null) return { kind: 'go', direction: parseDirection(words) };
  }
  // 'speak to the ghosts' is talk, so talk phrases are tried before 'speak' as a say verb.
  for (const [phrase, verb] of VERB_PHRASES) {
    if (verb !== 'talk to' || phrase === 'talk') continue;
    const words = rest(text, phrase);
    if (words !== null) return { kind: 'act', verb, object: normaliseAdventureObject(words) };
  }
  for (const verb of SAY_VERBS) {
    const words = rest(text, verb);
    if (words !== null) return { kind: 'say', words: normaliseAdventureWords(words) };
  }
  for (const [phrase, verb] of VERB_PHRASES) {
    const words = rest(text, phrase);
    if (words === null) continue;
    if (verb === 'use') {
      const on = words.indexOf(' on ');
      if (on >= 0) {
        return {
          kind: 'useOn',
          item: normaliseAdventureObject(words.slice(0, on)),
          target: normaliseAdventureObject(words.slice(on + 4)),
        };
      }
    }
    return { kind: 'act', verb, object: normaliseAdventureObject(words) };
  }
  return { kind: 'unknown', text };
}
