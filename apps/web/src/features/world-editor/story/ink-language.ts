import { HighlightStyle, StreamLanguage, syntaxHighlighting, type StringStream } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

interface InkState {
  /** Inside a block comment. */
  comment: boolean;
  /** Nothing but spaces read yet on this line. */
  lineStart: boolean;
}

/** What starts a line: a knot, a stitch, choices, gathers, logic. */
function lineStartToken(stream: StringStream): string | null {
  if (stream.match(/^={2,}.*$/)) return 'knot';
  if (stream.match(/^=\s*\w+.*$/)) return 'stitch';
  if (stream.match(/^[*+](\s*[*+])*/)) return 'choice';
  if (stream.match(/^-(?!>)(\s*-(?!>))*/)) return 'choice';
  if (stream.match(/^~.*$/)) return 'logic';
  if (stream.match(/^(VAR|CONST|LIST|INCLUDE|EXTERNAL)\b.*$/)) return 'logic';
  return null;
}

/**
 * ink, as far as the editor colours it: knots (=== name ===), stitches (= name), choices (* and +)
 * and gathers, diverts (->), tags (#), comments and logic (~, VAR). A stream parser: a line at a time.
 */
const inkParser = {
  name: 'ink',
  startState: (): InkState => ({ comment: false, lineStart: true }),
  token(stream: StringStream, state: InkState): string | null {
    if (stream.sol()) state.lineStart = true;
    if (state.comment) {
      if (stream.skipTo('*/')) {
        stream.match('*/');
        state.comment = false;
      } else stream.skipToEnd();
      return 'comment';
    }
    if (stream.eatSpace()) return null;
    if (stream.match('//')) {
      stream.skipToEnd();
      return 'comment';
    }
    if (stream.match('/*')) {
      state.comment = true;
      return 'comment';
    }
    if (state.lineStart) {
      state.lineStart = false;
      const token = lineStartToken(stream);
      if (token) return token;
    }
    if (stream.match(/^(->|<-)\s*[\w.]*/)) return 'divert';
    if (stream.match(/^#(?:[^#/]|\/(?!\/))*/)) return 'tag';
    if (stream.match(/^[{}|]/)) return 'logic';
    stream.next();
    stream.eatWhile(/[^#\-<{}|/]/);
    return null;
  },
  tokenTable: {
    knot: tags.heading1,
    stitch: tags.heading2,
    choice: tags.list,
    divert: tags.link,
    tag: tags.meta,
    logic: tags.keyword,
    comment: tags.comment,
  },
};

export const inkLanguage = StreamLanguage.define(inkParser);

/** The colours, dark enough on the editor's paper for the contrast text needs. */
const inkColours = HighlightStyle.define([
  { tag: tags.heading1, color: '#7a1f5c', fontWeight: 'bold' },
  { tag: tags.heading2, color: '#7a1f5c' },
  { tag: tags.list, color: '#1d5a8c', fontWeight: 'bold' },
  { tag: tags.link, color: '#0f6b4f' },
  { tag: tags.meta, color: '#8a4b00' },
  { tag: tags.keyword, color: '#5b3a99' },
  { tag: tags.comment, color: '#5f5f5f', fontStyle: 'italic' },
]);

export const inkHighlighting = syntaxHighlighting(inkColours);

/**
 * The editor's looks. It lives in a shadow root (see ink-editor.tsx), where the page's style sheets
 * do not reach, so its size, font and focus ring are set here.
 */
export const inkTheme = EditorView.theme({
  '&': { backgroundColor: '#fffaf0', color: '#2b1d0e', fontSize: '1.05rem' },
  '.cm-scroller': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', minHeight: '12rem', maxHeight: '60vh' },
  '.cm-content': { minHeight: '12rem' },
  '.cm-gutters': { backgroundColor: '#f3ead6', color: '#4a3a28', borderRight: '1px solid #c8b89a' },
  '&.cm-focused': { outline: '3px solid #1d5a8c', outlineOffset: '2px' },
  '.cm-lintRange-error': { textDecoration: 'underline wavy #a0141e' },
});
