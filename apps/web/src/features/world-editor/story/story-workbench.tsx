import { useId, useMemo, useRef, useState } from 'react';
import type { WorldProblemDto as WorldProblem } from '@authentic/core';
import type { EditorStore } from '../model';
import { chooseBook, type ToolMemory } from '../tool-choice';
import { docOf, useEditor } from '../use-editor';
import { bindingProblems } from './story-bindings';
import { InkEditor, type InkEditorHandle } from './ink-editor';
import { StoryGuide } from './story-guide';
import { StoryProblems, type ShownDiagnostic } from './story-problems';
import type { StoryService } from './story-service';
import { STORY_TEMPLATES, STORY_TEXTS as T, type StoryTemplateId } from './story-texts';
import { TryIt } from './try-it';
import type { StoryReportState } from './use-story-report';
import './story.css';

export interface StoryWorkbenchProps {
  store: EditorStore;
  memory: ToolMemory;
  service: StoryService;
  story: StoryReportState;
  /** The last save's problems: the server's refusals of the story carry their lines. */
  problems: readonly WorldProblem[];
}

/** The server's story problems at their lines, while the source is still the one that was refused. */
function useServerDiagnostics(problems: readonly WorldProblem[], source: string): ShownDiagnostic[] {
  const [seen, setSeen] = useState({ problems, source });
  if (seen.problems !== problems) setSeen({ problems, source });
  if (seen.source !== source) return [];
  return problems
    .filter((problem) => problem.code === 'story' && problem.line !== undefined && problem.line > 0)
    .map((problem) => ({ line: problem.line!, message: problem.message, severity: 'error', fromServer: true }));
}

/**
 * The Story panel's contents (decision 0283), in a chunk of its own: the ink source in CodeMirror,
 * checked as it is typed, templates, the problems with their lines, Try it, story books, the guide.
 */
export function StoryWorkbench({ store, memory, service, story, problems }: StoryWorkbenchProps) {
  const id = useId();
  const { state } = useEditor(store);
  const doc = docOf(state);
  const source = doc.story?.source ?? '';
  const editor = useRef<InkEditorHandle | null>(null);
  const [template, setTemplate] = useState<StoryTemplateId>(STORY_TEMPLATES[0].id);
  const server = useServerDiagnostics(problems, source);
  const { report, checking } = story;
  const current = report && report.source === source ? report : null;
  const diagnostics = useMemo<ShownDiagnostic[]>(
    () => [...(report?.diagnostics ?? []), ...server].sort((a, b) => a.line - b.line),
    [report, server],
  );
  const bindings = useMemo(
    () =>
      source.trim() === '' ? bindingProblems(doc, null) : current?.compiled ? bindingProblems(doc, current.knots) : [],
    [doc, source, current],
  );
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length + bindings.length;

  const insert = () => {
    const chosen = STORY_TEMPLATES.find((candidate) => candidate.id === template);
    if (chosen) editor.current?.append(chosen.source);
  };
  const placeBook = () => chooseBook(store, memory, story.knots);
  const status =
    source.trim() === ''
      ? T.empty
      : checking
        ? T.checking
        : errors > 0
          ? T.problemCount(errors)
          : T.compiles(current?.knots.length ?? 0);

  return (
    <div className="story-workbench">
      <p className="field-hint">{T.intro}</p>
      <div className="story-row">
        <div className="field">
          <label htmlFor={`${id}-template`}>{T.template}</label>
          <select
            id={`${id}-template`}
            value={template}
            onChange={(event) => setTemplate(event.target.value as StoryTemplateId)}
          >
            {STORY_TEMPLATES.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" onClick={insert}>
          {T.insertTemplate}
        </button>
      </div>
      <InkEditor
        value={source}
        onChange={(next) => store.dispatch({ type: 'setStory', source: next })}
        diagnostics={diagnostics}
        label={T.editorLabel}
        handleRef={editor}
      />
      <p className="story-status" role="status">
        {status}
      </p>
      <StoryProblems diagnostics={diagnostics} bindings={bindings} onGoTo={(line) => editor.current?.goToLine(line)} />
      <TryIt service={service} compiled={current?.compiled ?? null} knots={current?.knots ?? []} />
      <div className="story-row">
        <button type="button" className="button" onClick={placeBook}>
          {T.placeBook}
        </button>
        <p className="field-hint">{T.placeBookHint}</p>
      </div>
      <StoryGuide />
    </div>
  );
}
