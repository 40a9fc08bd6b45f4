import { resolveConfusablesTransformer } from 'obscenity';

/**
 * A text as the word filter reads it (issue 33 item 10, decision 0265), each character knowing
 * which part of the source it came from, so that a match found here stars out the source there.
 */
export interface ReadText {
  /** Lower case, no format characters or accents, lookalikes and leetspeak folded, spaced-out letters joined. */
  text: string;
  /** For each UTF-16 unit of `text`, where its source begins and ends (end exclusive) in the source. */
  starts: number[];
  ends: number[];
  /** The same text with every '1' and '|' read as 'l' (where `text` reads 'i'), when there is one. */
  asL: string | null;
}

/** One character of the reading and the part of the source it stands for. */
export interface ReadUnit {
  ch: string;
  start: number;
  end: number;
  /** It was a '1' or a '|': an 'i' here, an 'l' in the other reading. */
  one?: boolean;
}

/** Invisible characters: format characters (bidi controls, zero-width ones) and others no one sees. */
const IGNORED = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const MARK = /\p{M}/u;
/** What a word is made of: letters, digits, and the symbols that stand for letters ('*' for any one). */
const WORD = /[\p{L}\p{N}@$!|*]/u;
const LETTER = /\p{L}/u;
/** Leetspeak, read only inside a word that holds a letter: 'room 455' stays a number, 'a55' does not. */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '2': 'z',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};
/** '!' and '|' are letters only inside a word ('sh!t'); at its end they are punctuation ('tit!'). */
const INNER_ONLY = new Set(['!', '|']);
/** Spaced-out letters ('f u c k', 'f.u.c.k'): at least this many, each gap this long at most. */
const SPACED_MIN = 3;
const GAP_MAX = 3;

const confusables = resolveConfusablesTransformer();
/** Obscenity's table of lookalikes ('ｆ', 'ⓕ', Cyrillic 'с' and 'а'), one character at a time. */
function unconfuse(ch: string): string {
  if (!('transform' in confusables)) return ch;
  const mapped = confusables.transform(ch.codePointAt(0)!);
  return mapped === undefined ? ch : String.fromCodePoint(mapped);
}

/**
 * NFKC's compatibility folding and NFD's accents, one source character at a time so each keeps its
 * place: 'ｆ' → 'f', 'ü' → 'u', 'ﬁ' → 'fi'; format characters go, a combining mark joins the letter
 * it sits on.
 */
function fold(source: string): ReadUnit[] {
  const units: ReadUnit[] = [];
  let index = 0;
  for (const ch of source) {
    const start = index;
    index += ch.length;
    if (ch.charCodeAt(0) < 0x80) {
      // ASCII (most text): nothing to fold but case.
      units.push({ ch: ch.toLowerCase(), start, end: index });
      continue;
    }
    if (IGNORED.test(ch)) continue;
    let emitted = false;
    for (const part of ch.normalize('NFKD')) {
      if (MARK.test(part)) continue;
      for (const out of unconfuse(part).toLowerCase().normalize('NFKD')) {
        if (MARK.test(out)) continue;
        units.push({ ch: out, start, end: index });
        emitted = true;
      }
    }
    const last = units[units.length - 1];
    if (!emitted && last && MARK.test(ch)) last.end = index;
  }
  return units;
}

/** The runs of word characters, as [from, to) over the units. */
export function wordRuns(units: readonly ReadUnit[]): [number, number][] {
  const runs: [number, number][] = [];
  let from = -1;
  units.forEach((unit, i) => {
    const inWord = WORD.test(unit.ch);
    if (inWord && from < 0) from = i;
    if (!inWord && from >= 0) {
      runs.push([from, i]);
      from = -1;
    }
  });
  if (from >= 0) runs.push([from, units.length]);
  return runs;
}

/** 'f u c k', 'f.u.c.k', 'f-u-c-k', 'f_u_c_k': three or more single characters, short gaps, read as one word. */
function joinSpacedLetters(units: ReadUnit[]): ReadUnit[] {
  const runs = wordRuns(units);
  const drop = new Set<number>();
  let i = 0;
  while (i < runs.length) {
    let j = i;
    while (j < runs.length && runs[j]![1] - runs[j]![0] === 1) {
      const next = runs[j + 1];
      if (!next || next[1] - next[0] !== 1 || next[0] - runs[j]![1] > GAP_MAX) break;
      j += 1;
    }
    if (j - i + 1 >= SPACED_MIN) {
      for (let k = i; k < j; k += 1) for (let gap = runs[k]![1]; gap < runs[k + 1]![0]; gap += 1) drop.add(gap);
    }
    i = j + 1;
  }
  return drop.size === 0 ? units : units.filter((_, index) => !drop.has(index));
}

/** Leetspeak and 'ph' for 'f' inside each word that holds a letter. */
function readLeet(units: ReadUnit[]): ReadUnit[] {
  const merged = new Set<number>();
  for (const [from, to] of wordRuns(units)) {
    if (!units.slice(from, to).some((unit) => LETTER.test(unit.ch))) continue;
    for (let i = from; i < to; i += 1) {
      const unit = units[i]!;
      const leet = LEET[unit.ch];
      if (leet && !(INNER_ONLY.has(unit.ch) && i === to - 1)) {
        if (unit.ch === '1' || unit.ch === '|') unit.one = true;
        unit.ch = leet;
      }
    }
    for (let i = from; i + 1 < to; i += 1) {
      if (units[i]!.ch === 'p' && units[i + 1]!.ch === 'h') {
        units[i] = { ch: 'f', start: units[i]!.start, end: units[i + 1]!.end };
        merged.add(i + 1);
        i += 1;
      }
    }
  }
  return merged.size === 0 ? units : units.filter((_, index) => !merged.has(index));
}

/**
 * How the word filter reads a text: format characters and accents gone, compatibility forms and
 * lookalikes folded, letters spaced out joined, leetspeak read inside words. Linear in the text.
 */
export function readUnits(source: string): ReadUnit[] {
  return readLeet(joinSpacedLetters(fold(source)));
}

/** The reading as strings and positions (after wildcards are filled in, see word-wildcards.ts). */
export function toReadText(units: readonly ReadUnit[]): ReadText {
  let text = '';
  let asL = '';
  let hasOne = false;
  const starts: number[] = [];
  const ends: number[] = [];
  for (const unit of units) {
    text += unit.ch;
    asL += unit.one ? 'l' : unit.ch;
    hasOne ||= Boolean(unit.one);
    for (let k = 0; k < unit.ch.length; k += 1) {
      starts.push(unit.start);
      ends.push(unit.end);
    }
  }
  return { text, starts, ends, asL: hasOne ? asL : null };
}

/**
 * The text as a right-to-left override shows it: U+202E turns the order of what follows around
 * until U+202C, an isolate's end or the end of the text, so 'kcuf' typed inside one is seen as
 * the word. Null when the text holds no override.
 */
export function asShown(source: string): string | null {
  if (!source.includes('\u202e')) return null;
  return source.replace(/\u202e([^\u202c\u2069]*)/gu, (_, inside: string) => Array.from(inside).reverse().join(''));
}
