import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { WORLD_DOC_LIMITS as L, worldDocMapSize, type WorldDoc } from '@authentic/core';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { addMap, renameMap, resizeMap, type EditorStore, type MapEdit } from './model';
import { EDITOR_TEXTS as T } from './editor-texts';
import { docOf, shownMap, useEditor } from './use-editor';

type DialogKind = 'add' | 'rename' | 'resize' | 'delete';

/** A small form in a dialog; `check` answers the model's refusal (shown in the dialog) or null to go on. */
function MapForm({
  title,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => string | null;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = onSubmit();
    if (refusal) setError(refusal);
    else onClose();
  };
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {children}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary">
            {submitLabel}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {T.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Deleting a map asks first (the safe choice focused); the model's refusal shows in the dialog. */
function DeleteMapDialog({ store, onClose }: { store: EditorStore; onClose: () => void }) {
  const map = shownMap(store.getState());
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const before = docOf(store.getState());
    store.dispatch({ type: 'deleteMap', mapId: map.id });
    if (docOf(store.getState()) === before) setError(store.lastAnnouncement() ?? T.cancel);
    else onClose();
  };
  return (
    <ConfirmDialog
      title={T.deleteMapTitle}
      confirmLabel={T.delete}
      cancelLabel={T.cancel}
      onConfirm={confirm}
      onCancel={onClose}
      error={error}
      danger
    >
      <p>{T.deleteConfirm(map.name)}</p>
    </ConfirmDialog>
  );
}

/** Width and height fields (whole cells). */
function SizeFields({ size, onSize }: { size: [string, string]; onSize: (size: [string, string]) => void }) {
  const hint = T.sizeHint(L.sideMin, L.sideMax);
  return (
    <div className="editor-option-fields">
      {(['width', 'height'] as const).map((side, index) => (
        <TextField
          key={side}
          label={side === 'width' ? T.width : T.height}
          hint={hint}
          type="number"
          inputMode="numeric"
          min={L.sideMin}
          max={L.sideMax}
          value={size[index]}
          onChange={(event) => onSize(index === 0 ? [event.target.value, size[1]] : [size[0], event.target.value])}
        />
      ))}
    </div>
  );
}

/** Runs a map edit through the model first, so a refusal stays in the dialog with its sentence. */
function tryEdit(edit: MapEdit, go: () => void): string | null {
  if (!edit.ok) return edit.reason;
  go();
  return null;
}

function MapDialog({
  kind,
  store,
  doc,
  onClose,
}: {
  kind: DialogKind;
  store: EditorStore;
  doc: WorldDoc;
  onClose: () => void;
}) {
  const map = shownMap(store.getState());
  const current = worldDocMapSize(map);
  const [name, setName] = useState(kind === 'rename' ? map.name : '');
  const [size, setSize] = useState<[string, string]>(
    kind === 'resize' ? [String(current.width), String(current.height)] : ['24', '16'],
  );
  const [width, height] = size.map((side) => Number(side)) as [number, number];
  if (kind === 'delete') {
    return <DeleteMapDialog store={store} onClose={onClose} />;
  }
  if (kind === 'add') {
    return (
      <MapForm
        title={T.addMapTitle}
        submitLabel={T.add}
        onClose={onClose}
        onSubmit={() =>
          tryEdit(addMap(doc, name, width, height), () => store.dispatch({ type: 'addMap', name, width, height }))
        }
      >
        <TextField label={T.mapName} value={name} maxLength={L.mapNameMax} onChange={(e) => setName(e.target.value)} />
        <SizeFields size={size} onSize={setSize} />
      </MapForm>
    );
  }
  if (kind === 'rename') {
    return (
      <MapForm
        title={T.renameMapTitle}
        submitLabel={T.rename}
        onClose={onClose}
        onSubmit={() =>
          tryEdit(renameMap(doc, map.id, name), () => store.dispatch({ type: 'renameMap', mapId: map.id, name }))
        }
      >
        <TextField label={T.mapName} value={name} maxLength={L.mapNameMax} onChange={(e) => setName(e.target.value)} />
      </MapForm>
    );
  }
  return (
    <MapForm
      title={T.resizeMapTitle}
      submitLabel={T.resize}
      onClose={onClose}
      onSubmit={() =>
        tryEdit(resizeMap(doc, map.id, width, height), () =>
          store.dispatch({ type: 'resizeMap', mapId: map.id, width, height }),
        )
      }
    >
      <p className="field-hint">{T.resizeHint}</p>
      <SizeFields size={size} onSize={setSize} />
    </MapForm>
  );
}

/** The map shown, its size and edges, and adding, renaming, resizing and deleting maps. */
export function MapsPanel({ store }: { store: EditorStore }) {
  const { state } = useEditor(store);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const id = useId();
  const doc = docOf(state);
  const map = shownMap(state);
  const { width, height } = worldDocMapSize(map);
  const index = doc.maps.indexOf(map) + 1;
  const others = doc.maps.filter((other) => other.id !== map.id);
  const edge = (side: 'left' | 'right') => (
    <div className="field">
      <label htmlFor={`${id}-${side}`}>{side === 'left' ? T.leftEdge : T.rightEdge}</label>
      <select
        id={`${id}-${side}`}
        value={map.edges[side] ?? ''}
        onChange={(event) =>
          store.dispatch({
            type: 'setEdge',
            mapId: map.id,
            side,
            to: event.target.value === '' ? null : event.target.value,
          })
        }
      >
        <option value="">{T.nowhere}</option>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {other.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section className="panel editor-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.maps}</h2>
      <div className="field">
        <label htmlFor={`${id}-map`}>{T.map}</label>
        <select
          id={`${id}-map`}
          value={state.mapId}
          onChange={(event) => store.dispatch({ type: 'selectMap', mapId: event.target.value })}
        >
          {doc.maps.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </div>
      <p className="field-hint">{T.mapSize(width, height, index, L.maps)}</p>
      {others.length > 0 && (
        <>
          {edge('left')}
          {edge('right')}
        </>
      )}
      <div className="button-row editor-map-buttons">
        <button type="button" className="button" disabled={doc.maps.length >= L.maps} onClick={() => setDialog('add')}>
          {T.addMap}
        </button>
        <button type="button" className="button" onClick={() => setDialog('rename')}>
          {T.renameMap}
        </button>
        <button type="button" className="button" onClick={() => setDialog('resize')}>
          {T.resizeMap}
        </button>
        <button type="button" className="button" disabled={doc.maps.length <= 1} onClick={() => setDialog('delete')}>
          {T.deleteMap}
        </button>
      </div>
      {dialog && <MapDialog kind={dialog} store={store} doc={doc} onClose={() => setDialog(null)} />}
    </section>
  );
}
