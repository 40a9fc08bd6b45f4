import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import type { StoryDiagnostic } from './story-check';
import { inkHighlighting, inkLanguage, inkTheme } from './ink-language';

/** What the Story panel does to the code editor: put the cursor on a line, add text at the end. */
export interface InkEditorHandle {
  goToLine(line: number): void;
  append(text: string): void;
}

interface InkEditorProps {
  value: string;
  onChange: (source: string) => void;
  diagnostics: readonly StoryDiagnostic[];
  label: string;
  handleRef: { current: InkEditorHandle | null };
}

/** Diagnostics at their lines (a line past the end is the last one; line 0 is listed, not marked). */
function atLines(doc: Text, diagnostics: readonly StoryDiagnostic[]): Diagnostic[] {
  return diagnostics
    .filter((diagnostic) => diagnostic.line > 0)
    .map((diagnostic) => {
      const line = doc.line(Math.min(diagnostic.line, doc.lines));
      return { from: line.from, to: line.to, severity: diagnostic.severity, message: diagnostic.message };
    });
}

/**
 * The ink source in CodeMirror 6: line numbers, its own undo and redo, ink's colours, and the
 * story's problems marked at their lines. The text is the document's: a change from outside (the
 * world's undo, a loaded version) replaces what the editor holds.
 */
export function InkEditor({ value, onChange, diagnostics, label, handleRef }: InkEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    // CodeMirror styles itself with style sheets it writes at run time. In a document they would be
    // <style> tags, which the app's Content Security Policy (style-src 'self') refuses; in a shadow
    // root they are constructed sheets, which it allows.
    const host = parent.current!;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const inner = document.createElement('div');
    shadow.replaceChildren(inner);
    const made = new EditorView({
      parent: inner,
      root: shadow,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          inkLanguage,
          inkHighlighting,
          inkTheme,
          lintGutter(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = made;
    handleRef.current = {
      goToLine(line) {
        const doc = made.state.doc;
        const at = doc.line(Math.max(1, Math.min(line, doc.lines)));
        made.dispatch({ selection: { anchor: at.from, head: at.to }, scrollIntoView: true });
        made.focus();
      },
      append(text) {
        const doc = made.state.doc;
        const before = doc.length === 0 ? '' : doc.toString().endsWith('\n') ? '\n' : '\n\n';
        const from = doc.length + before.length;
        made.dispatch({
          changes: { from: doc.length, insert: before + text },
          selection: { anchor: from },
          scrollIntoView: true,
        });
        made.focus();
      },
    };
    return () => {
      handleRef.current = null;
      view.current = null;
      made.destroy();
      shadow.replaceChildren();
    };
    // The view is made once; value and diagnostics reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const current = view.current;
    if (current) current.dispatch(setDiagnostics(current.state, atLines(current.state.doc, diagnostics)));
  }, [diagnostics, value]);

  return <div ref={parent} className="ink-editor" />;
}
