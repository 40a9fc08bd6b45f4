import type { Tool } from './editor-state';

const STARTER = 'Start from a character';
const SAVE = 'Save as avatar';

/** A line of the help: plain text, and [words] shown strong. */
export type HelpTip = readonly (string | readonly [string])[];

/** Every word the pixel avatar editor shows or says, so tests compare against the same text. */
export const EDITOR_TEXTS = {
  title: 'Draw your avatar',
  editorLabel: 'Pixel avatar editor',
  history: 'History',
  gridLabel: (size: number) => `Drawing grid, ${size} by ${size}`,
  gridInstructions:
    'Arrow keys move the cursor, Space or Enter uses the tool. B pencil, E eraser, G fill, I eyedropper, M mirror. Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes.',
  tools: 'Tools',
  tool: {
    pencil: 'Pencil',
    eraser: 'Eraser',
    fill: 'Fill',
    eyedropper: 'Eyedropper',
  } satisfies Record<Tool, string>,
  mirror: 'Mirror',
  undo: 'Undo',
  redo: 'Redo',
  gridSize: 'Grid size',
  sizeOption: (size: number) => `${size}×${size}`,
  colours: 'Colours',
  swatch: (name: string) => `Colour ${name}`,
  transparent: 'Transparent',
  customColour: 'Custom colour',
  clear: 'Clear',
  starter: STARTER,
  save: SAVE,
  saving: 'Saving...',
  emptySave: 'The grid is empty: draw something first, or start from a character.',
  preview: 'Preview',
  previewActual: (size: number) => `Actual size (${size} px)`,
  previewGame: 'In the game (64 px)',
  previewLabel: 'Your avatar on a grass tile',
  cell: (row: number, column: number, colour: string) => `Row ${row}, column ${column}: ${colour}`,
  filled: (row: number, column: number, colour: string) => `Filled from row ${row}, column ${column} with ${colour}`,
  picked: (colour: string) => `Picked ${colour}; back to the pencil`,
  toolChosen: (name: string) => `Tool: ${name}`,
  mirrorOn: 'Mirror on: what you draw on one side appears on the other',
  mirrorOff: 'Mirror off',
  undone: 'Undone',
  redone: 'Redone',
  nothingToUndo: 'Nothing to undo',
  nothingToRedo: 'Nothing to redo',
  resized: (size: number) => `The grid is now ${size} by ${size}; Undo goes back`,
  cleared: 'Grid cleared; Undo brings the drawing back',
  starterLoaded: 'Starter character loaded; Undo goes back',
  help: 'How to draw',
  helpTips: [
    [
      ['Pencil'],
      ' (B) paints one pixel at a time: press and drag. ',
      ['Eraser'],
      ' (E) makes pixels transparent again.',
    ],
    [['Fill'], ' (G) paints every touching pixel of the same colour, like a paint bucket.'],
    [['Eyedropper'], ' (I) picks up a colour from the drawing, then hands you the pencil.'],
    [['Mirror'], ' (M) copies what you draw onto the other half, left to right: draw half a face, get a whole one.'],
    [
      ['Undo'],
      ' (Ctrl+Z) takes back a whole stroke; ',
      ['Redo'],
      ' (Ctrl+Shift+Z or Ctrl+Y) brings it back. Clear, size changes and the starter character can be undone too.',
    ],
    ['Keyboard: Tab to the grid, move with the arrow keys, and press Space or Enter to use the tool.'],
    ['Not sure where to begin? ', [STARTER], " gives you the game's default hero to recolour."],
    [[SAVE], ': your character in the game is drawn from this picture. Transparent pixels show the world behind you.'],
  ] satisfies readonly HelpTip[] as readonly HelpTip[],
  now: (colour: string) => `Now: ${colour}`,
} as const;
