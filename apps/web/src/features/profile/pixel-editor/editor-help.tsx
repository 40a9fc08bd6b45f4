import { EDITOR_TEXTS as T } from './editor-texts';

/** A short tutorial, folded away until asked for. */
export function EditorHelp() {
  return (
    <details className="pixel-editor-help">
      <summary>{T.help}</summary>
      <ul>
        {T.helpTips.map((tip, line) => (
          <li key={line}>
            {tip.map((part, at) => (typeof part === 'string' ? part : <strong key={at}>{part[0]}</strong>))}
          </li>
        ))}
      </ul>
    </details>
  );
}
