/** Tab, line feed and carriage return: a line of chat is one line, so each becomes a space. */
const BREAKS = /[\t\n\r]/g;
/** Every other control character (NUL among them): PostgreSQL's text cannot hold NUL at all. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** Half a surrogate pair: no character, and no valid UTF-8 to store. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text that came in without the HTTP input guard (a chat line over a socket) as it may be shown
 * and stored: control characters and halves of surrogate pairs removed, line breaks made spaces
 * (issue 33 item 9, decision 0264).
 */
export function storableText(text: string): string {
  return text.replace(BREAKS, ' ').replace(CONTROLS, '').replace(LONE_SURROGATES, '');
}
