import type { StoryDiagnostic } from './story-check';
import type { BindingProblem } from './story-bindings';
import { STORY_TEXTS as T } from './story-texts';

export type ShownDiagnostic = StoryDiagnostic & { fromServer?: boolean };

/** The story's problems under the editor: each with its line and a button that puts the cursor there. */
export function StoryProblems({
  diagnostics,
  bindings,
  onGoTo,
}: {
  diagnostics: readonly ShownDiagnostic[];
  bindings: readonly BindingProblem[];
  onGoTo: (line: number) => void;
}) {
  if (diagnostics.length === 0 && bindings.length === 0) return null;
  return (
    <ul className="story-problems" aria-label={T.problemsTitle}>
      {diagnostics.map((diagnostic, index) => (
        <li key={`${index}-${diagnostic.line}`} className={`story-problem story-${diagnostic.severity}`}>
          <span className="story-severity">
            {diagnostic.fromServer ? T.fromServer : diagnostic.severity === 'error' ? T.error : T.warning}
          </span>{' '}
          <span>{diagnostic.line > 0 ? T.atLine(diagnostic.line, diagnostic.message) : diagnostic.message}</span>
          {diagnostic.line > 0 && (
            <button type="button" className="button story-go" onClick={() => onGoTo(diagnostic.line)}>
              {T.goToLine(diagnostic.line)}
            </button>
          )}
        </li>
      ))}
      {bindings.map((problem, index) => (
        <li key={`b-${index}`} className="story-problem story-error">
          <span className="story-severity">{T.error}</span> <span>{problem.message}</span>
        </li>
      ))}
    </ul>
  );
}
