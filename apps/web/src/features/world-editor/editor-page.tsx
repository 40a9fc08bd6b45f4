import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { World, WorldDoc, WorldProblemDto as WorldProblem } from '@authentic/core';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { biomeForMapType } from '../../lib/render/art/biome-for-map';
import { useTilesetArt } from '../../lib/render/use-tileset-art';
import { fetchWorld, worldKey } from '../../lib/worlds-api';
import { useWorldStorage } from '../../lib/use-world-storage';
import { StorageMeter } from '../../ui/storage-meter';
import { WorldVisibilityControl } from '../../ui/world-visibility-control';
import { TiledExportButton, TiledImportButton } from './tiled';
import { EditorCanvas } from './editor-canvas';
import { ProblemsList, SaveBar, useWorldDocSync, type WorldDocSync } from './sync';
import { createEditorStore, type EditorStore } from './model';
import { EditorToolbar } from './editor-toolbar';
import { KeysDialog } from './keys-dialog';
import { Minimap } from './minimap';
import { createViewport } from './editor-viewport';
import { MapsPanel } from './maps-panel';
import { LayersPanel } from './layers-panel';
import { TilesPanel } from './tiles-panel';
import type { LookDrawer } from './npc-look';
import { CursorPanel, ToolOptions } from './tool-options';
import { StoryPanel } from './story-panel';
import { createStoryService } from './story/story-service';
import { useStoryReport } from './story/use-story-report';
import { freshToolMemory, type ToolMemory } from './tool-choice';
import { docOf, shownMap, useEditor } from './use-editor';
import { EDITOR_TEXTS as T } from './editor-texts';
import './world-editor.css';

/** The world builder at /world/{id}/edit (issue 25): the owner's world document, painted in place. */
export function EditorPage({
  worldId,
  worldPath,
  playPath,
  Drawer,
}: {
  worldId: string;
  worldPath: string;
  playPath: string;
  /** The pixel editor a character's own look is drawn in (app/ passes the profile's in). */
  Drawer?: LookDrawer;
}) {
  const world = useQuery({ queryKey: worldKey(worldId), queryFn: () => fetchWorld(worldId), retry: false });
  // The newest saved version, or this browser's draft of it (sync/, decision 0252).
  const sync = useWorldDocSync(worldId);
  useDocumentTitle(world.data ? T.title(world.data.name) : T.loading);

  const failed = world.error ?? (sync.status === 'error' || sync.status === 'forbidden' || sync.status === 'missing');
  if (failed) {
    const notFound = (world.error instanceof ApiError && world.error.status === 404) || sync.status === 'missing';
    const message = world.error?.message ?? sync.error ?? T.notFound;
    return (
      <section className="panel page-panel" role="alert">
        <h1>{notFound ? T.notFound : message}</h1>
        <Link to={worldPath} className="button">
          {T.backToWorld}
        </Link>
      </section>
    );
  }
  if (!world.data || sync.status !== 'ready' || !sync.initialDoc) {
    return (
      <p className="panel page-panel" role="status">
        {T.loading}
      </p>
    );
  }
  return (
    <Editor
      world={world.data}
      sync={sync}
      initialDoc={sync.initialDoc}
      worldPath={worldPath}
      playPath={playPath}
      Drawer={Drawer}
    />
  );
}

interface EditorProps {
  world: World;
  sync: WorldDocSync;
  initialDoc: WorldDoc;
  worldPath: string;
  playPath: string;
  Drawer?: LookDrawer;
}

function Editor({ world, sync, initialDoc, worldPath, playPath, Drawer }: EditorProps) {
  const [store] = useState<EditorStore>(() => createEditorStore(initialDoc));
  const [memory] = useState<ToolMemory>(freshToolMemory);
  const [problems, setProblems] = useState<readonly WorldProblem[]>([]);
  const [zoom, setZoom] = useState(1);
  const [keysOpen, setKeysOpen] = useState(false);
  const [viewport] = useState(createViewport);
  const showKeys = () => setKeysOpen(true);
  const { state } = useEditor(store);
  const doc = docOf(state);
  const biome = useMemo(() => biomeForMapType(world.mapType), [world.mapType]);
  const art = useTilesetArt(doc.tilesets);
  // How full the player's storage is, asked again after every save or restore (decision 0260).
  const storage = useWorldStorage();
  // The world's story, checked in a worker as it is typed: its knots feed the NPC and book fields.
  const [stories] = useState(createStoryService);
  useEffect(() => () => stories.dispose(), [stories]);
  const story = useStoryReport(stories, doc.story?.source ?? '');

  // Every change is kept as this browser's draft (throttled, and at once when the page goes away).
  const { noteChange } = sync;
  const first = useRef(doc);
  useEffect(() => {
    if (doc !== first.current) noteChange(doc);
  }, [doc, noteChange]);

  const replace = (next: WorldDoc) => store.dispatch({ type: 'replaceDoc', doc: next, undoable: true });
  const goTo = (problem: WorldProblem) => {
    if (problem.mapId && problem.mapId !== state.mapId) store.dispatch({ type: 'selectMap', mapId: problem.mapId });
    if (problem.x !== undefined && problem.y !== undefined)
      store.dispatch({ type: 'setCursor', cell: { x: problem.x, y: problem.y } });
    document.querySelector<HTMLCanvasElement>('.editor-canvas')?.focus();
  };
  const mapName = (mapId: string) => doc.maps.find((map) => map.id === mapId)?.name ?? shownMap(state).name;

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
      <div className="world-editor-body">
        <div className="world-editor-main">
          <EditorToolbar
            store={store}
            memory={memory}
            biome={biome}
            zoom={zoom}
            onZoom={setZoom}
            onShowKeys={showKeys}
          />
          <EditorCanvas
            store={store}
            memory={memory}
            biome={biome}
            zoom={zoom}
            onZoom={setZoom}
            problems={problems}
            tilesets={art.tilesets}
            onShowKeys={showKeys}
            viewport={viewport}
          />
          <StoryPanel store={store} memory={memory} service={stories} story={story} problems={problems} />
        </div>
        <div className="world-editor-side">
          <Minimap store={store} viewport={viewport} />
          <WorldVisibilityControl world={world} />
          <div className="editor-files">
            <SaveBar
              sync={sync}
              currentDoc={() => docOf(store.getState())}
              onProblems={setProblems}
              onReplaceDoc={replace}
              onStored={() => void storage.refetch()}
            />
            {storage.data && <StorageMeter storage={storage.data} />}
            <div className="button-row">
              <TiledExportButton doc={doc} worldName={world.name} biome={biome} />
              <TiledImportButton worldId={world.id} onImport={replace} />
            </div>
          </div>
          <ProblemsList problems={problems} mapName={mapName} onGoTo={goTo} />
          <ToolOptions store={store} knots={story.knots} />
          <TilesPanel worldId={world.id} store={store} memory={memory} />
          <LayersPanel store={store} />
          <CursorPanel store={store} knots={story.knots} Drawer={Drawer} />
          <MapsPanel store={store} />
        </div>
      </div>
      {keysOpen && <KeysDialog onClose={() => setKeysOpen(false)} />}
    </section>
  );
}
