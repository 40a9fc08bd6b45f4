import { PAINTABLE_CODES, TILE_NAMES } from './model';
import { TOOLS } from './tools';
import { EDITOR_TEXTS as T } from './editor-texts';

/** One key (or a few) and what it does. */
export interface EditorKey {
  keys: string;
  does: string;
}

export interface EditorKeyGroup {
  title: string;
  keys: readonly EditorKey[];
}

type OtherKey = keyof typeof T.key;

const other = (name: OtherKey): EditorKey => ({ keys: T.key[name][0], does: T.key[name][1] });

/** How a key is written on a button's title ("Undo (Ctrl+Z)"). */
export const keyOf = (name: OtherKey): string => T.key[name][0];

/**
 * Every key the editor knows, in groups: each tool's own key from the tools' list (tools/index.ts),
 * the tile digits from the palette's codes, and the other keys from the texts. The key list dialog
 * and the canvas's description both read this, so there is no second copy to forget.
 */
export function editorKeyGroups(): readonly EditorKeyGroup[] {
  return [
    { title: T.keysTools, keys: TOOLS.map((tool) => ({ keys: tool.key, does: T.toolKeyDoes(tool.label) })) },
    {
      title: T.keysTiles,
      keys: PAINTABLE_CODES.map((code) => ({ keys: String(code), does: T.tileKeyDoes(TILE_NAMES[code] ?? '') })),
    },
    {
      title: T.keysMap,
      keys: (
        ['arrows', 'shiftArrows', 'use', 'escape', 'grid', 'zoomIn', 'zoomOut', 'undo', 'redo', 'keys'] as const
      ).map(other),
    },
    { title: T.keysMouse, keys: (['wheel', 'shiftWheel', 'drag', 'twoFingers'] as const).map(other) },
  ];
}

/** The canvas's description for screen readers: the same list, as one line. */
export function canvasHelp(): string {
  return editorKeyGroups()
    .flatMap((group) => group.keys.map((key) => T.keyItem(key.keys, key.does)))
    .join('; ');
}
