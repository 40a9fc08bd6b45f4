import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { worldDocResponseSchema, type World, type WorldDoc, type WorldProblemDto as WorldProblem } from '@authentic/core';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { biomeForMapType } from '../game/render/art/biome-for-map';
import { fetchWorld, worldKey } from '../worlds/worlds-api';
import { TiledExportButton, TiledImportButton } from './tiled';
import { EditorCanvas } from './editor-canvas';
import { clearDraft, loadDraft, saveDraft } from './editor-draft';
import { EditorSave } from './editor-save';
import { createEditorStore, mapOf, type EditorStore } from './editor-store';
import { EditorToolbar } from './editor-toolbar';
import { EDITOR_TEXTS as T } from './editor-texts';
import './world-editor.css';

/** The world builder at /world/{id}/edit (issue 25): the owner's world document, painted in place. */
export function EditorPage({ worldId, worldPath, playPath }: { worldId: string; worldPath: string; playPath: string }) {
  const world = useQuery({ queryKey: worldKey(worldId), queryFn: () => fetchWorld(worldId), retry: false });
  const doc = useQuery({
    queryKey: ['worlds', 'doc', worldId],
    queryFn: async () =>
      worldDocResponseSchema.parse(await apiRequest(`/api/worlds/${encodeURIComponent(worldId)}/doc`)),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  useDocumentTitle(world.data ? T.title(world.data.name) : T.loading);

  const error = world.error ?? doc.error;
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <section className="panel page-panel" role="alert">
        <h1>{notFound ? T.notFound : error.message}</h1>
        <Link to={worldPath} className="button">
          {T.backToWorld}
        </Link>
      </section>
    );
  }
  if (!world.data || !doc.data) {
    return (
      <p className="panel page-panel" role="status">
        {T.loading}
      </p>
    );
  }
  return (
    <Editor
      world={world.data}
      saved={doc.data.doc}
      savedVersion={doc.data.version}
      worldPath={worldPath}
      playPath={playPath}
    />
  );
}

interface EditorProps {
  world: World;
  saved: WorldDoc;
  savedVersion: number;
  worldPath: string;
  playPath: string;
}

function Editor({ world, saved, savedVersion, worldPath, playPath }: EditorProps) {
  // This browser's unsaved changes come back after a reload, on top of the version they started from.
  const [draft] = useState(() => loadDraft(world.id));
  const [store] = useState<EditorStore>(() => createEditorStore(draft?.doc ?? saved));
  const [base, setBase] = useState(() => ({ version: draft?.baseVersion ?? savedVersion, doc: draft ? null : saved }));
  const [draftShown, setDraftShown] = useState(draft !== null);
  const [problems, setProblems] = useState<readonly WorldProblem[]>([]);
  const [zoom, setZoom] = useState(1);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const biome = useMemo(() => biomeForMapType(world.mapType), [world.mapType]);
  const dirty = state.doc !== base.doc;

  // Every change is kept as this browser's draft, a moment after the last one, and at once when the
  // page goes away (a reload, a closed tab).
  useEffect(() => {
    if (!dirty) return;
    const keep = () =>
      saveDraft(world.id, { baseVersion: base.version, doc: state.doc, savedAt: new Date().toISOString() });
    const timer = setTimeout(keep, 300);
    window.addEventListener('pagehide', keep);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', keep);
    };
  }, [dirty, state.doc, base.version, world.id]);

  const goTo = (problem: WorldProblem) => {
    if (problem.mapId && problem.mapId !== state.mapId) store.selectMap(problem.mapId);
    if (problem.x !== undefined && problem.y !== undefined) store.setCursor({ x: problem.x, y: problem.y });
    document.querySelector<HTMLCanvasElement>('.editor-canvas')?.focus();
  };
  const mapName = (mapId: string | undefined) =>
    state.doc.maps.find((map) => map.id === mapId)?.name ?? mapOf(state).name;

  return (
    <section className="world-editor" aria-labelledby="world-editor-title">
      <header className="world-editor-head">
        <h1 id="world-editor-title">{T.title(world.name)}</h1>
        <nav className="button-row" aria-label={world.name}>
          <Link to={worldPath} className="button">
            {T.backToWorld}
          </Link>
          <Link to={playPath} className="button">
            {T.play}
          </Link>
        </nav>
      </header>
      {draftShown && (
        <div className="notice" role="status">
          <span>{T.draftRestored}</span>{' '}
          <button
            type="button"
            className="button"
            onClick={() => {
              clearDraft(world.id);
              store.replace(saved, false);
              setBase({ version: savedVersion, doc: saved });
              setDraftShown(false);
            }}
          >
            {T.discardDraft}
          </button>
        </div>
      )}
      <EditorToolbar store={store} biome={biome} zoom={zoom} onZoom={setZoom}>
        <EditorSave
          worldId={world.id}
          doc={state.doc}
          baseVersion={base.version}
          dirty={dirty}
          onSaved={(version, doc) => setBase({ version, doc })}
          onProblems={setProblems}
          onReload={(doc, version) => {
            store.replace(doc, true);
            setBase({ version, doc });
          }}
        />
        <TiledExportButton doc={state.doc} worldName={world.name} biome={biome} />
        <TiledImportButton onImport={(doc) => store.replace(doc, true)} />
      </EditorToolbar>
      {problems.length > 0 && (
        <section className="editor-problems panel" aria-labelledby="editor-problems-title">
          <h2 id="editor-problems-title">{T.problems(problems.length)}</h2>
          <p>{T.problemsIntro}</p>
          <ul>
            {problems.map((problem, index) => (
              <li key={`${problem.code}-${index}`}>
                <button type="button" className="button" onClick={() => goTo(problem)}>
                  {T.problemAt(mapName(problem.mapId), problem)}: {problem.message}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <EditorCanvas store={store} biome={biome} zoom={zoom} problems={problems} />
    </section>
  );
}
