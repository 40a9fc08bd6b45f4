import { EDITOR_TEXTS as T } from './editor-texts';

/** A short tutorial, folded away until asked for. */
export function EditorHelp() {
  return (
    <details className="pixel-editor-help">
      <summary>{T.help}</summary>
      <ul>
        <li>
          <strong>Pencil</strong> (B) paints one pixel at a time: press and drag. <strong>Eraser</strong> (E) makes
          pixels transparent again.
        </li>
        <li>
          <strong>Fill</strong> (G) paints every touching pixel of the same colour, like a paint bucket.
        </li>
        <li>
          <strong>Eyedropper</strong> (I) picks up a colour from the drawing, then hands you the pencil.
        </li>
        <li>
          <strong>Mirror</strong> (M) copies what you draw onto the other half, left to right: draw half a face, get a
          whole one.
        </li>
        <li>
          <strong>Undo</strong> (Ctrl+Z) takes back a whole stroke; <strong>Redo</strong> (Ctrl+Shift+Z or Ctrl+Y)
          brings it back. Clear, size changes and the starter character can be undone too.
        </li>
        <li>Keyboard: Tab to the grid, move with the arrow keys, and press Space or Enter to use the tool.</li>
        <li>
          Not sure where to begin? <strong>{T.starter}</strong> gives you the game&apos;s default hero to recolour.
        </li>
        <li>
          <strong>{T.save}</strong>: your character in the game is drawn from this picture. Transparent pixels show the
          world behind you.
        </li>
      </ul>
    </details>
  );
}
