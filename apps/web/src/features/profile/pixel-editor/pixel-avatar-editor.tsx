import { useEffect, useReducer, useRef, useState, type Dispatch, type KeyboardEvent } from 'react';
import { Notice } from '../../../ui/notice';
import { AvatarPreview } from './avatar-preview';
import { ColourPicker } from './colour-picker';
import { DrawingGrid } from './drawing-grid';
import { EditorHelp } from './editor-help';
import { editorReducer, initialEditorState, shownGrid, type EditorAction, type EditorState } from './editor-state';
import { EDITOR_TEXTS as T } from './editor-texts';
import { canRedo, canUndo, isEmpty, type PixelGrid } from './pixel-model';
import { avatarPng } from './png';
import { SizePicker, ToolBar } from './tool-bar';
import './pixel-editor.css';

export interface PixelAvatarEditorProps {
  /** Called with the exported PNG (image/png Blob), and the drawing itself, when the player presses Save. */
  onSave: (png: Blob, drawing: PixelGrid) => Promise<void> | void;
  /** A drawing to go on with (a world character's look, say); an empty grid when absent. */
  initial?: PixelGrid;
  /** The heading and the Save button's words, when the drawing is not the player's own avatar; a null
   * title leaves the heading to the dialog the editor stands in. */
  title?: string | null;
  saveLabel?: string;
  /** True while the parent uploads: the save button shows "Saving..." and is disabled. */
  saving?: boolean;
  /** Called when the drawing changes, so the parent can drop a save result that no longer applies. */
  onChange?: () => void;
}

/** A drawing changed after a save is no longer the saved one: 'Avatar uploaded' would be stale. */
function useChangeNotice(present: PixelGrid, onChange: (() => void) | undefined) {
  const lastDrawing = useRef(present);
  useEffect(() => {
    if (lastDrawing.current === present) return;
    lastDrawing.current = present;
    onChange?.();
  }, [present, onChange]);
}

/** Undo and redo answer anywhere in the editor, not only on the grid. */
function undoKeys(dispatch: Dispatch<EditorAction>) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z') dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
    else if (key === 'y') dispatch({ type: 'redo' });
    else return;
    event.preventDefault();
  };
}

/** The colours, the preview, Save and the warning when the grid is empty. */
function SaveSide({
  state,
  dispatch,
  onSave,
  saving,
  saveLabel,
}: {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  onSave: PixelAvatarEditorProps['onSave'];
  saving: boolean;
  saveLabel: string;
}) {
  const [emptyWarning, setEmptyWarning] = useState(false);
  const present = state.history.present;
  const save = () => {
    if (saving) return;
    const blank = isEmpty(present);
    setEmptyWarning(blank);
    if (!blank) void onSave(avatarPng(present), present);
  };
  return (
    <div className="pixel-editor-side">
      <ColourPicker colour={state.colour} dispatch={dispatch} />
      <AvatarPreview grid={shownGrid(state)} />
      <button
        type="button"
        className="button button-primary button-large pixel-editor-save"
        disabled={saving}
        aria-busy={saving}
        onClick={save}
      >
        {saving ? T.saving : saveLabel}
      </button>
      {emptyWarning && isEmpty(present) && <Notice kind="warning">{T.emptySave}</Notice>}
    </div>
  );
}

/**
 * Draw your own avatar, pixel by pixel, in the game's palette. The drawing lives in a reducer
 * (editor-state.ts) over pure grid functions (pixel-model.ts); Save encodes the PNG in
 * TypeScript (png.ts) and hands it to the parent, which uploads it and reports how it went.
 */
export function PixelAvatarEditor({
  onSave,
  saving = false,
  onChange,
  initial,
  title = T.title,
  saveLabel = T.save,
}: PixelAvatarEditorProps) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialEditorState(initial?.size, initial));
  const present = state.history.present;
  useChangeNotice(present, onChange);
  return (
    <section className="panel pixel-editor" aria-label={T.editorLabel} onKeyDown={undoKeys(dispatch)}>
      <div className="pixel-editor-header">
        {title !== null && <h2>{title}</h2>}
        <EditorHelp />
      </div>
      <div className="pixel-editor-body">
        <div className="pixel-editor-side">
          <ToolBar
            tool={state.tool}
            mirror={state.mirror}
            canUndo={canUndo(state.history)}
            canRedo={canRedo(state.history)}
            dispatch={dispatch}
          />
          <SizePicker size={present.size} dispatch={dispatch} />
        </div>
        <div className="pixel-editor-centre">
          <DrawingGrid
            grid={shownGrid(state)}
            cursor={state.cursor}
            mirror={state.mirror}
            announcement={state.announcement}
            dispatch={dispatch}
          />
          <div className="pixel-editor-actions">
            <button type="button" className="button button-secondary" onClick={() => dispatch({ type: 'starter' })}>
              {T.starter}
            </button>
            <button type="button" className="button button-danger" onClick={() => dispatch({ type: 'clear' })}>
              {T.clear}
            </button>
          </div>
        </div>
        <SaveSide state={state} dispatch={dispatch} onSave={onSave} saving={saving} saveLabel={saveLabel} />
      </div>
    </section>
  );
}
