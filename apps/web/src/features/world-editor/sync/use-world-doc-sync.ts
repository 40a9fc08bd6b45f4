import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WorldDoc } from '@authentic/core';
import { ApiError } from '../../../lib/api-client';
import { fetchWorldDoc } from './builder-api';
import { DRAFT_THROTTLE_MS, readDraft, removeDraft, writeDraft } from './drafts';

export interface WorldDocSync {
  status: 'loading' | 'ready' | 'error' | 'forbidden' | 'missing';
  error: string | null;
  /** Where editing starts: this browser's draft if one is kept (restoredDraft true), else the newest saved version. */
  initialDoc: WorldDoc | null;
  restoredDraft: boolean;
  baseVersion: number;
  published: number | null;
  /** Every change: kept as this browser's draft (throttled), so a reload loses nothing. */
  noteChange(doc: WorldDoc): void;
  discardDraft(): void;
  // Beyond /tmp/APIS.md (backward compatible): what the SaveBar needs.
  worldId: string;
  /** The newest saved document as loaded (what 'Discard them' goes back to). */
  serverDoc: WorldDoc | null;
  /** When the restored draft was written (ISO), if one was restored. */
  draftSavedAt: string | null;
  /** Changes since the last save or load. */
  dirty: boolean;
  /** False when the browser refused to keep the last draft (quota). */
  draftKept: boolean;
  /** A save, restore or load of the newest landed: the draft is dropped and edits build on `version`. */
  markSaved(version: number, published: number | null, doc?: WorldDoc): void;
  setPublished(version: number | null): void;
}

interface Loaded {
  status: WorldDocSync['status'];
  error: string | null;
  initialDoc: WorldDoc | null;
  serverDoc: WorldDoc | null;
  restoredDraft: boolean;
  draftSavedAt: string | null;
  baseVersion: number;
  /** The newest saved version as loaded. */
  serverVersion: number;
  published: number | null;
}

const LOADING: Loaded = {
  status: 'loading',
  error: null,
  initialDoc: null,
  serverDoc: null,
  restoredDraft: false,
  draftSavedAt: null,
  baseVersion: 0,
  serverVersion: 0,
  published: null,
};

type Setter<T> = (value: T) => void;

/** Loads the world's newest document, or this browser's draft of it (then the edits build on the draft's base). */
function useLoadedWorld(
  worldId: string,
  baseRef: { current: number },
  savedRef: { current: WorldDoc | null },
  setDirty: Setter<boolean>,
) {
  const [loaded, setLoaded] = useState<Loaded>(LOADING);
  useEffect(() => {
    let live = true;
    fetchWorldDoc(worldId).then(
      (answer) => {
        if (!live) return;
        const draft = readDraft(worldId);
        baseRef.current = draft ? draft.baseVersion : answer.version;
        savedRef.current = answer.doc;
        setDirty(Boolean(draft));
        setLoaded({
          status: 'ready',
          error: null,
          initialDoc: draft ? draft.doc : answer.doc,
          serverDoc: answer.doc,
          restoredDraft: Boolean(draft),
          draftSavedAt: draft ? draft.savedAt : null,
          baseVersion: baseRef.current,
          serverVersion: answer.version,
          published: answer.published,
        });
      },
      (error: unknown) => {
        if (!live) return;
        const status = error instanceof ApiError ? error.status : undefined;
        setLoaded({
          ...LOADING,
          status: status === 403 ? 'forbidden' : status === 404 ? 'missing' : 'error',
          error: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => {
      live = false;
    };
  }, [worldId, baseRef, savedRef, setDirty]);
  return [loaded, setLoaded] as const;
}

/**
 * Keeps the newest document as this browser's draft: throttled, and at once when the page goes. The
 * document just saved, restored or loaded (`savedRef`) coming back through the editor is no change:
 * after a restore the page must not claim unsaved changes (issue 36).
 */
function useDraftWriter(
  worldId: string,
  baseRef: { current: number },
  savedRef: { current: WorldDoc | null },
  setDirty: Setter<boolean>,
) {
  const [draftKept, setDraftKept] = useState(true);
  const pending = useRef<WorldDoc | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const doc = pending.current;
    if (!doc) return;
    pending.current = null;
    setDraftKept(writeDraft(worldId, { baseVersion: baseRef.current, doc, savedAt: new Date().toISOString() }));
  }, [worldId, baseRef]);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const noteChange = useCallback(
    (doc: WorldDoc) => {
      if (doc === savedRef.current) {
        cancel();
        removeDraft(worldId);
        setDirty(false);
        return;
      }
      pending.current = doc;
      setDirty(true);
      if (!timer.current) timer.current = setTimeout(flush, DRAFT_THROTTLE_MS);
    },
    [flush, cancel, worldId, savedRef, setDirty],
  );
  return { draftKept, setDraftKept, cancel, noteChange };
}

/** Loads a world's newest document (or this browser's draft of it) and keeps every change as a draft. */
export function useWorldDocSync(worldId: string): WorldDocSync {
  const [dirty, setDirty] = useState(false);
  const baseRef = useRef(0);
  /** The document as last saved, restored or loaded: the editor handing it back is no change. */
  const savedRef = useRef<WorldDoc | null>(null);
  const [loaded, setLoaded] = useLoadedWorld(worldId, baseRef, savedRef, setDirty);
  const { draftKept, setDraftKept, cancel, noteChange } = useDraftWriter(worldId, baseRef, savedRef, setDirty);

  const discardDraft = useCallback(() => {
    cancel();
    removeDraft(worldId);
    setDirty(false);
    setLoaded((current) => {
      baseRef.current = current.serverVersion;
      return { ...current, restoredDraft: false, draftSavedAt: null, baseVersion: current.serverVersion };
    });
  }, [cancel, worldId, setLoaded]);

  const markSaved = useCallback(
    (version: number, published: number | null, doc?: WorldDoc) => {
      cancel();
      removeDraft(worldId);
      baseRef.current = version;
      if (doc) savedRef.current = doc;
      setDirty(false);
      setDraftKept(true);
      setLoaded((current) => ({
        ...current,
        baseVersion: version,
        serverVersion: version,
        published,
        restoredDraft: false,
        draftSavedAt: null,
        serverDoc: doc ?? current.serverDoc,
      }));
    },
    [cancel, worldId, setDraftKept, setLoaded],
  );

  const setPublished = useCallback(
    (version: number | null) => setLoaded((current) => ({ ...current, published: version })),
    [setLoaded],
  );

  return useMemo(
    () => ({ ...loaded, worldId, dirty, draftKept, noteChange, discardDraft, markSaved, setPublished }),
    [loaded, worldId, dirty, draftKept, noteChange, discardDraft, markSaved, setPublished],
  );
}
