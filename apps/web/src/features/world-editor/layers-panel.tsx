import { useId, useState, type FormEvent } from 'react';
import { WORLD_ART_LIMITS, type LayerPlacement, type WorldDocLayer } from '@authentic/core';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { activeLayer, layerShown, type EditorStore, type LayerAction, type LayerTarget } from './model';
import { ART_TEXTS as T } from './art-texts';
import { docOf, shownMap, useEditor } from './use-editor';
import './world-art.css';

/** Runs a layer edit; answers the model's refusal, or null when the document changed. */
function tryLayerEdit(store: EditorStore, action: LayerAction): string | null {
  const before = docOf(store.getState());
  store.dispatch(action);
  return docOf(store.getState()) === before ? (store.lastAnnouncement() ?? T.cancel) : null;
}

function RenameDialog({ store, index, onClose }: { store: EditorStore; index: number; onClose: () => void }) {
  const layer = shownMap(store.getState()).layers?.[index];
  const [name, setName] = useState(layer?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = tryLayerEdit(store, { type: 'renameLayer', index, name });
    if (refusal) setError(refusal);
    else onClose();
  };
  return (
    <Modal title={T.renameTitle} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextField label={T.layerName} value={name} onChange={(event) => setName(event.target.value)} />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary">
            {T.save}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {T.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A new layer's name and placement. */
function AddLayerForm({ store, count }: { store: EditorStore; count: number }) {
  const id = useId();
  const [name, setName] = useState('');
  const [placement, setPlacement] = useState<LayerPlacement>('below');
  const [error, setError] = useState<string | null>(null);
  const full = count >= WORLD_ART_LIMITS.layersPerMap;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = tryLayerEdit(store, { type: 'addLayer', name: name || T.newLayerName(count + 1), placement });
    setError(refusal);
    if (!refusal) setName('');
  };
  return (
    <form className="layers-add" onSubmit={submit} noValidate>
      <TextField
        label={T.layerName}
        value={name}
        placeholder={T.newLayerName(count + 1)}
        maxLength={WORLD_ART_LIMITS.layerNameMax}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="field">
        <label htmlFor={`${id}-placement`}>{T.placement}</label>
        <select
          id={`${id}-placement`}
          value={placement}
          onChange={(event) => setPlacement(event.target.value as LayerPlacement)}
        >
          <option value="below">{T.below}</option>
          <option value="above">{T.above}</option>
        </select>
      </div>
      <button type="submit" className="button" disabled={full}>
        {T.addLayer}
      </button>
      {full && <p className="field-hint">{T.layersFull(WORLD_ART_LIMITS.layersPerMap)}</p>}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

interface RowProps {
  store: EditorStore;
  group: string;
  target: LayerTarget;
  layer: WorldDocLayer | null;
  count: number;
  onRename: (index: number) => void;
  onDelete: (index: number) => void;
}

function LayerRow({ store, group, target, layer, count, onRename, onDelete }: RowProps) {
  const { state } = useEditor(store);
  const name = layer ? layer.name : T.wallsLabel;
  const show = (
    <label className="layer-show">
      <input
        type="checkbox"
        aria-label={T.showLayer(layer ? layer.name : T.wallsLabel)}
        checked={layerShown(state, target)}
        onChange={() => store.dispatch({ type: 'toggleLayerShown', layer: target })}
      />
      {T.show}
    </label>
  );
  const index = typeof target === 'number' ? target : -1;
  const button = (label: string, text: string, onClick: () => void, disabled = false) => (
    <button type="button" className="button" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {text}
    </button>
  );
  return (
    <li>
      <label className="layer-pick">
        <input
          type="radio"
          name={group}
          checked={activeLayer(state) === target}
          onChange={() => store.dispatch({ type: 'chooseLayer', layer: target })}
        />
        {layer ? T.layerLabel(layer.name, layer.placement) : name}
      </label>
      {show}
      {layer && (
        <>
          {button(
            T.moveUp(layer.name),
            T.up,
            () => store.dispatch({ type: 'moveLayer', index, by: 1 }),
            index >= count - 1,
          )}
          {button(
            T.moveDown(layer.name),
            T.down,
            () => store.dispatch({ type: 'moveLayer', index, by: -1 }),
            index <= 0,
          )}
          {button(T.rename(layer.name), T.renameShort, () => onRename(index))}
          {button(T.remove(layer.name), T.deleteShort, () => onDelete(index))}
        </>
      )}
    </li>
  );
}

/**
 * The shown map's layers (issue 36), the topmost first, and its walls: which one the tile tools
 * paint on (a radio group), which the editor draws (not saved), and adding, renaming, moving and
 * deleting layers, each an undoable edit.
 */
export function LayersPanel({ store }: { store: EditorStore }) {
  const id = useId();
  const { state } = useEditor(store);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const map = shownMap(state);
  const layers = map.layers ?? [];
  const order = layers.map((_, index) => layers.length - 1 - index);
  const row = { store, group: `${id}-active`, count: layers.length, onRename: setRenaming, onDelete: setDeleting };
  return (
    <section className="panel editor-panel layers-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.layersPanel}</h2>
      <fieldset>
        <legend>{T.layersOf(map.name)}</legend>
        <ul className="layers-list">
          {order.map((index) => (
            <LayerRow key={index} {...row} target={index} layer={layers[index]!} />
          ))}
          <LayerRow {...row} target="walls" layer={null} />
        </ul>
      </fieldset>
      <AddLayerForm store={store} count={layers.length} />
      {renaming !== null && <RenameDialog store={store} index={renaming} onClose={() => setRenaming(null)} />}
      {deleting !== null && layers[deleting] && (
        <ConfirmDialog
          title={T.deleteTitle}
          confirmLabel={T.delete}
          cancelLabel={T.cancel}
          onConfirm={() => {
            store.dispatch({ type: 'deleteLayer', index: deleting });
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
          danger
        >
          <p>{T.deleteConfirm(layers[deleting].name)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
