import { useState } from 'react';
import {
  checkWorldDoc,
  WORLD_BUILDER_MESSAGES,
  saveWorldDocResponseSchema,
  worldDocConflictResponseSchema,
  worldDocProblemsResponseSchema,
  worldDocResponseSchema,
  type WorldDoc,
  type WorldProblemDto as WorldProblem,
} from '@authentic/core';
import { ApiError, apiRequest } from '../../lib/api-client';
import { Modal } from '../../ui/modal';
import { clearDraft } from './editor-draft';
import { EDITOR_TEXTS as T } from './editor-texts';

export interface EditorSaveProps {
  worldId: string;
  doc: WorldDoc;
  baseVersion: number;
  dirty: boolean;
  onSaved: (version: number, doc: WorldDoc) => void;
  onProblems: (problems: readonly WorldProblem[]) => void;
  /** The newest saved version replaces the editor's document (after a conflict). */
  onReload: (doc: WorldDoc, version: number) => void;
}

const docUrl = (worldId: string) => `/api/worlds/${encodeURIComponent(worldId)}/doc`;

/**
 * Save and 'Save and publish': core's checks run first, so a broken world is shown on its map
 * without a request; the server checks again (400 with the same problems). A save based on an old
 * version is told the world changed (409) and may load the newest or keep its own as a new version.
 */
export function EditorSave({ worldId, doc, baseVersion, dirty, onSaved, onProblems, onReload }: EditorSaveProps) {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<{ publish: boolean } | null>(null);

  const save = async (publish: boolean, force = false) => {
    const problems = checkWorldDoc(doc);
    onProblems(problems);
    if (problems.length > 0) {
      setStatus(T.problems(problems.length));
      return;
    }
    setBusy(true);
    setStatus(T.saving);
    try {
      const answer = saveWorldDocResponseSchema.parse(
        await apiRequest(docUrl(worldId), { method: 'PUT', body: { doc, baseVersion, force, publish } }),
      );
      clearDraft(worldId);
      onSaved(answer.version, doc);
      setStatus(answer.message);
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      const problemsAnswer = worldDocProblemsResponseSchema.safeParse(body);
      if (problemsAnswer.success) {
        onProblems(problemsAnswer.data.problems);
        setStatus(`${problemsAnswer.data.message} ${T.problems(problemsAnswer.data.problems.length)}`);
      } else if (worldDocConflictResponseSchema.safeParse(body).success) {
        setStatus(worldDocConflictResponseSchema.parse(body).message);
        setConflict({ publish });
      } else {
        setStatus(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const loadNewest = async () => {
    setConflict(null);
    try {
      const newest = worldDocResponseSchema.parse(await apiRequest(docUrl(worldId)));
      clearDraft(worldId);
      onReload(newest.doc, newest.version);
      setStatus(T.allSaved);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="editor-save" role="group" aria-label={T.save}>
      <button type="button" className="button button-primary" disabled={busy} onClick={() => void save(false)}>
        {T.save}
      </button>
      <button type="button" className="button" disabled={busy} onClick={() => void save(true)}>
        {T.saveAndPublish}
      </button>
      <p className="editor-save-status" role="status">
        {status || (dirty ? T.unsaved : T.allSaved)}
      </p>
      {conflict && (
        <Modal title={T.conflictTitle} onClose={() => setConflict(null)}>
          <p>{WORLD_BUILDER_MESSAGES.conflict}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => void loadNewest()}>
              {T.loadNewest}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                const { publish } = conflict;
                setConflict(null);
                void save(publish, true);
              }}
            >
              {T.keepMine}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
