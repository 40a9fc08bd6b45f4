import { useEffect, useRef, useState } from 'react';
import { checkWorldDoc, WORLD_BUILDER_MESSAGES } from '@authentic/core';
import { fetchWorldDoc, publishWorldVersion, restoreWorldVersion, saveWorldDoc } from './builder-api';
import type { SaveBarProps } from './save-bar';
import { SYNC_TEXTS as T } from './sync-texts';

type Said = { text: string; whileDirty: boolean } | null;

/** Ctrl+S (Cmd+S) saves, anywhere on the page. */
function useSaveKey(save: () => void): void {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

interface VersionContext extends Pick<SaveBarProps, 'sync' | 'onReplaceDoc' | 'onStored'> {
  setBusy: (busy: boolean) => void;
  setSaid: (said: Said) => void;
  setMessage: (text: string | null) => void;
  setVersionsOpen: (open: boolean) => void;
}

/** Loading the newest version, restoring an old one, publishing one (a hook: its handlers read the save bar's state). */
function useVersionActions({
  sync,
  onReplaceDoc,
  onStored,
  setBusy,
  setSaid,
  setMessage,
  setVersionsOpen,
}: VersionContext) {
  /** The newest saved version replaces the editor's document; the draft is dropped. */
  const loadNewest = async (say: string | null) => {
    try {
      const newest = await fetchWorldDoc(sync.worldId);
      sync.markSaved(newest.version, newest.published, newest.doc);
      onReplaceDoc(newest.doc);
      setSaid({ text: say ?? T.allSaved, whileDirty: false });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };
  const restore = async (from: number) => {
    setBusy(true);
    const outcome = await restoreWorldVersion(sync.worldId, from);
    setBusy(false);
    onStored?.();
    setVersionsOpen(false);
    if (outcome.kind === 'saved') await loadNewest(WORLD_BUILDER_MESSAGES.restored(from, outcome.version));
    else setMessage(outcome.message);
  };
  const publishVersion = async (version: number) => {
    setBusy(true);
    const outcome = await publishWorldVersion(sync.worldId, version);
    setBusy(false);
    setVersionsOpen(false);
    if (outcome.kind === 'saved') {
      sync.setPublished(outcome.published);
      setMessage(WORLD_BUILDER_MESSAGES.published(version));
    } else setMessage(outcome.message);
  };
  return { loadNewest, restore, publishVersion };
}

/**
 * What the save bar does: save (core's checks first), save and publish, load the newest version,
 * restore or publish an old one; and what it says (one outcome said while the world was saved hides
 * again at the next change).
 */
export function useSaveActions({ sync, currentDoc, onProblems, onReplaceDoc, onStored }: SaveBarProps) {
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<{ publish: boolean } | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const latest = useRef({ sync, busy });
  useEffect(() => {
    latest.current = { sync, busy };
  });
  const setMessage = (text: string | null) =>
    setSaid(text === null ? null : { text, whileDirty: latest.current.sync.dirty });

  const save = async (publish: boolean, force = false) => {
    // The store's document now: the last dab's render may not have reached this hook's effects yet.
    const current = currentDoc();
    const { sync: state } = latest.current;
    if (latest.current.busy) return;
    const problems = checkWorldDoc(current);
    onProblems(problems);
    if (problems.length > 0) return setMessage(T.problems(problems.length));
    setBusy(true);
    setMessage(null);
    const outcome = await saveWorldDoc(state.worldId, { doc: current, baseVersion: state.baseVersion, force, publish });
    setBusy(false);
    onStored?.();
    if (outcome.kind === 'saved') {
      state.markSaved(outcome.version, outcome.published, current);
      const { published, saved, unchanged } = WORLD_BUILDER_MESSAGES;
      // The same version back: nothing had changed since it, and the server added none (issue 36).
      const same = outcome.version === state.baseVersion;
      const text = publish ? published(outcome.version) : same ? unchanged(outcome.version) : saved(outcome.version);
      setSaid({ text, whileDirty: false });
    } else if (outcome.kind === 'problems') {
      onProblems(outcome.problems);
      setMessage(outcome.problems.length > 0 ? T.problems(outcome.problems.length) : outcome.message);
    } else if (outcome.kind === 'conflict') {
      setMessage(WORLD_BUILDER_MESSAGES.conflict);
      setConflict({ publish });
    } else setMessage(outcome.message);
  };
  useSaveKey(() => void save(false));

  const versions = useVersionActions({ sync, onReplaceDoc, onStored, setBusy, setSaid, setMessage, setVersionsOpen });

  const message = said && (said.whileDirty || !sync.dirty) ? said.text : null;
  const status = busy
    ? T.saving
    : (message ?? (sync.dirty ? T.unsaved : T.allSaved)) + (sync.draftKept ? '' : ` ${T.draftNotKept}`);
  return {
    status,
    busy,
    conflict,
    setConflict,
    versionsOpen,
    setVersionsOpen,
    setMessage,
    save,
    ...versions,
  };
}

export type SaveActions = ReturnType<typeof useSaveActions>;
