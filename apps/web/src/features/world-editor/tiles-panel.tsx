import { useId, useState } from 'react';
import { WORLD_ART_LIMITS, worldDocTilesetUses } from '@authentic/core';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { EditorStore } from './model';
import { ART_TEXTS as T } from './art-texts';
import { TilesetDialog, type UploadTileset } from './tileset-dialog';
import { TilesetPalette } from './tileset-palette';
import { forgetTileset, type ToolMemory } from './tool-choice';
import { docOf, useEditor } from './use-editor';
import './world-art.css';

/** The world's tilesets as palettes to paint with, and the way to add one (issue 36). */
export function TilesPanel({
  worldId,
  store,
  memory,
  upload,
}: {
  worldId: string;
  store: EditorStore;
  memory: ToolMemory;
  upload?: UploadTileset;
}) {
  const id = useId();
  const { state } = useEditor(store);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const doc = docOf(state);
  const tilesets = doc.tilesets ?? [];
  const remove = (index: number) => {
    store.dispatch({ type: 'removeTileset', index });
    forgetTileset(memory, index);
    setRemoving(null);
  };
  const full = tilesets.length >= WORLD_ART_LIMITS.tilesets;
  return (
    <section className="panel editor-panel tiles-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.tilesPanel}</h2>
      {tilesets.length === 0 && <p className="field-hint">{T.noTilesets}</p>}
      {tilesets.map((tileset, index) => (
        <div key={`${index}-${tileset.id}`} className="tiles-panel-set">
          <TilesetPalette store={store} memory={memory} tileset={tileset} index={index} />
          <button type="button" className="button tiles-panel-remove" onClick={() => setRemoving(index)}>
            {T.removeTileset(tileset.name)}
          </button>
        </div>
      ))}
      <div className="button-row">
        <button type="button" className="button" disabled={full} onClick={() => setAdding(true)}>
          {full ? T.tilesetsFull(WORLD_ART_LIMITS.tilesets) : T.addTileset}
        </button>
      </div>
      {removing !== null && tilesets[removing] && (
        <ConfirmDialog
          title={T.removeTitle}
          confirmLabel={T.removeConfirm}
          cancelLabel={T.cancel}
          danger
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>{T.removeText(tilesets[removing].name, worldDocTilesetUses(doc, removing))}</p>
        </ConfirmDialog>
      )}
      {adding && (
        <TilesetDialog
          worldId={worldId}
          store={store}
          onClose={() => setAdding(false)}
          {...(upload ? { upload } : {})}
        />
      )}
    </section>
  );
}
