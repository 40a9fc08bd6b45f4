/** Format characters: invisible, they steer how text is shown (bidi controls, zero-width spaces, joiners, tags). */
const FORMAT = /\p{Cf}/gu;
const HAS_FORMAT = /\p{Cf}/u;
/** A neighbour that lets a joiner stay: a character outside ASCII that is not itself a format character. */
// eslint-disable-next-line no-control-regex -- ASCII's range, NUL to DEL, is the point
const JOINS = /^[^\p{Cf}\u0000-\u007f]/u;

/**
 * A text a player wrote as it may be shown to others: without bidi controls (U+202A–U+202E,
 * U+2066–U+2069, U+200E/F, U+061C), zero-width spaces and other format characters, so an
 * override cannot show a line in another order than the word filter read it (issue 33 item 10,
 * decision 0265). The zero-width joiner and non-joiner stay between two characters outside
 * ASCII, where they shape emoji (👩‍💻) and scripts such as Persian; between Latin letters they hide nothing
 * the filter does not see through, and they go. Tag characters stay only where they spell a flag after 🏴.
 */
export function displayText(text: string): string {
  if (!HAS_FORMAT.test(text)) return text;
  return text.replace(FORMAT, (ch: string, offset: number) => {
    if (isTag(ch)) return inFlag(text, offset) ? ch : '';
    if (ch !== '\u200c' && ch !== '\u200d') return '';
    const before = text.slice(Math.max(0, offset - 2), offset);
    const after = text.slice(offset + 1, offset + 3);
    return before && after && JOINS.test(after) && JOINS.test(lastCharacter(before)) ? ch : '';
  });
}

const BLACK_FLAG = 0x1f3f4;
const isTag = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return code >= 0xe0020 && code <= 0xe007f;
};

/**
 * Whether the tag character at `offset` spells a subdivision flag (🏴 then tag letters, ended by
 * the cancel tag: England, Scotland, Wales): the run of tags back to a black flag, nothing between.
 */
function inFlag(text: string, offset: number): boolean {
  let at = offset;
  while (at >= 2) {
    const code = text.codePointAt(at - 2)!;
    if (code === BLACK_FLAG) return true;
    if (code < 0xe0020 || code > 0xe007f) return false;
    at -= 2;
  }
  return false;
}

/** The last whole character of a short string (a surrogate pair counts as one). */
function lastCharacter(text: string): string {
  const characters = Array.from(text);
  return characters[characters.length - 1] ?? '';
}
