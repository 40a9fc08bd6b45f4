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
 * the filter does not see through, and they go.
 */
export function displayText(text: string): string {
  if (!HAS_FORMAT.test(text)) return text;
  return text.replace(FORMAT, (ch: string, offset: number) => {
    if (ch !== '\u200c' && ch !== '\u200d') return '';
    const before = text.slice(Math.max(0, offset - 2), offset);
    const after = text.slice(offset + 1, offset + 3);
    return before && after && JOINS.test(after) && JOINS.test(lastCharacter(before)) ? ch : '';
  });
}

/** The last whole character of a short string (a surrogate pair counts as one). */
function lastCharacter(text: string): string {
  const characters = Array.from(text);
  return characters[characters.length - 1] ?? '';
}
