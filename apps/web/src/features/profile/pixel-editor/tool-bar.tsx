import { useId, type Dispatch } from 'react';
import { MIRROR_KEY, TOOL_KEYS, TOOLS, type EditorAction, type Tool } from './editor-state';
import { EDITOR_TEXTS as T } from './editor-texts';
import { GRID_SIZES, type GridSize } from './pixel-model';
import { ToolIcon } from './tool-icons';

const shortcutOf = (tool: Tool) =>
  Object.keys(TOOL_KEYS)
    .find((key) => TOOL_KEYS[key] === tool)
    ?.toUpperCase() ?? '';

export interface ToolBarProps {
  tool: Tool;
  mirror: boolean;
  canUndo: boolean;
  canRedo: boolean;
  dispatch: Dispatch<EditorAction>;
}

/** The tools as one radio group, then the mirror toggle and the history buttons. */
export function ToolBar({ tool, mirror, canUndo, canRedo, dispatch }: ToolBarProps) {
  const name = useId();
  return (
    <div className="pixel-editor-tools">
      <fieldset className="pixel-editor-toolset">
        <legend className="pixel-editor-legend">{T.tools}</legend>
        {TOOLS.map((each) => (
          <label key={each} className="pixel-editor-tool">
            <input
              type="radio"
              name={name}
              value={each}
              checked={tool === each}
              aria-keyshortcuts={shortcutOf(each)}
              onChange={() => dispatch({ type: 'tool', tool: each })}
            />
            <ToolIcon name={each} />
            <span className="pixel-editor-tool-name">{T.tool[each]}</span>
            <kbd aria-hidden="true">{shortcutOf(each)}</kbd>
          </label>
        ))}
        <button
          type="button"
          className="pixel-editor-tool"
          aria-pressed={mirror}
          aria-keyshortcuts={MIRROR_KEY.toUpperCase()}
          onClick={() => dispatch({ type: 'toggle-mirror' })}
        >
          <ToolIcon name="mirror" />
          <span className="pixel-editor-tool-name">{T.mirror}</span>
          <kbd aria-hidden="true">{MIRROR_KEY.toUpperCase()}</kbd>
        </button>
      </fieldset>
      <div className="pixel-editor-history" role="group" aria-label={T.history}>
        <button
          type="button"
          className="pixel-editor-tool"
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z"
          onClick={() => dispatch({ type: 'undo' })}
        >
          <ToolIcon name="undo" />
          <span className="pixel-editor-tool-name">{T.undo}</span>
        </button>
        <button
          type="button"
          className="pixel-editor-tool"
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
          onClick={() => dispatch({ type: 'redo' })}
        >
          <ToolIcon name="redo" />
          <span className="pixel-editor-tool-name">{T.redo}</span>
        </button>
      </div>
    </div>
  );
}

export interface SizePickerProps {
  size: GridSize;
  dispatch: Dispatch<EditorAction>;
}

/** 16×16 or 32×32: switching scales the drawing (nearest neighbour), as one undo step. */
export function SizePicker({ size, dispatch }: SizePickerProps) {
  const name = useId();
  return (
    <fieldset className="pixel-editor-sizes">
      <legend className="pixel-editor-legend">{T.gridSize}</legend>
      <div className="pixel-editor-size-tiles">
        {GRID_SIZES.map((each) => (
          <label key={each} className="pixel-editor-tool pixel-editor-size">
            <input
              type="radio"
              name={name}
              value={each}
              checked={size === each}
              onChange={() => dispatch({ type: 'resize', size: each })}
            />
            <span>{T.sizeOption(each)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
