import {
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Dispatch,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { MIRROR_KEY, TOOL_KEYS, type EditorAction } from './editor-state';
import { EDITOR_TEXTS as T } from './editor-texts';
import type { PixelGrid, Point } from './pixel-model';
import { pixelRects } from './pixel-rects';

export interface DrawingGridProps {
  grid: PixelGrid;
  cursor: Point;
  mirror: boolean;
  announcement: string;
  dispatch: Dispatch<EditorAction>;
}

const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Thin lines between cells, one CSS pixel wide at any zoom. */
function gridLines(size: number): string {
  let path = '';
  for (let i = 1; i < size; i += 1) path += `M${i} 0V${size}M0 ${i}H${size}`;
  return path;
}

type GridPointer = PointerEvent<HTMLDivElement>;

/** Pointer events with capture (mouse, pen and touch): one pointer draws a stroke; a mouse also hovers. */
function useGridPointer(size: number, dispatch: Dispatch<EditorAction>, setUsingKeys: (on: boolean) => void) {
  /** The pointer drawing the stroke; other fingers are ignored until it lifts. */
  const drawingPointer = useRef<number | null>(null);
  const [hover, setHover] = useState<Point | null>(null);

  const cellAt = (event: GridPointer): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: Math.floor(((event.clientX - box.left) / box.width) * size),
      y: Math.floor(((event.clientY - box.top) / box.height) * size),
    };
  };
  const onPointerDown = (event: GridPointer) => {
    if (drawingPointer.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    setUsingKeys(false);
    drawingPointer.current = event.pointerId;
    event.currentTarget.focus({ preventScroll: true });
    // jsdom has no pointer capture; browsers do.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dispatch({ type: 'stroke-start', at: cellAt(event) });
  };
  const onPointerMove = (event: GridPointer) => {
    const at = cellAt(event);
    if (event.pointerType === 'mouse') setHover((old) => (old?.x === at.x && old.y === at.y ? old : at));
    if (drawingPointer.current === event.pointerId) dispatch({ type: 'stroke-move', at });
  };
  const endStroke = (event: GridPointer) => {
    if (drawingPointer.current !== event.pointerId) return;
    drawingPointer.current = null;
    dispatch({ type: 'stroke-end' });
  };
  const shown = hover && hover.x >= 0 && hover.y >= 0 && hover.x < size && hover.y < size ? hover : null;
  // Focus by Tab shows the cursor at once; focus by a pointer pressing down does not.
  const onFocus = () => setUsingKeys(drawingPointer.current === null);
  const handlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp: endStroke,
    onPointerCancel: endStroke,
    onLostPointerCapture: endStroke,
    onPointerLeave: () => setHover(null),
    onFocus,
  };
  return { hover: shown, handlers };
}

/** What a key does on the grid; false when it is not the grid's. */
function gridKey(event: KeyboardEvent<HTMLDivElement>, size: number, dispatch: Dispatch<EditorAction>): boolean {
  const arrow = ARROWS[event.key];
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  const key = event.key.toLowerCase();
  if (arrow) dispatch({ type: 'move-cursor', dx: arrow[0], dy: arrow[1] });
  else if (event.key === 'Home') dispatch({ type: 'move-cursor', dx: -size, dy: 0 });
  else if (event.key === 'End') dispatch({ type: 'move-cursor', dx: size, dy: 0 });
  else if (event.key === 'PageUp') dispatch({ type: 'move-cursor', dx: 0, dy: -size });
  else if (event.key === 'PageDown') dispatch({ type: 'move-cursor', dx: 0, dy: size });
  else if (event.key === ' ' || event.key === 'Enter') dispatch({ type: 'apply' });
  else if (plain && TOOL_KEYS[key]) dispatch({ type: 'tool', tool: TOOL_KEYS[key], announce: true });
  else if (plain && key === MIRROR_KEY) dispatch({ type: 'toggle-mirror' });
  else return false;
  return true;
}

/** The picture: pixels, the mirror line, the cell lines, the hovered cell and the keyboard cursor. */
function GridPicture({
  grid,
  mirror,
  hover,
  cursor,
}: {
  grid: PixelGrid;
  mirror: boolean;
  hover: Point | null;
  cursor: Point;
}) {
  const { size } = grid;
  const lines = useMemo(() => gridLines(size), [size]);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" aria-hidden="true">
      {pixelRects(grid)}
      {mirror && <line className="pixel-editor-mirror-line" x1={size / 2} y1={0} x2={size / 2} y2={size} />}
      <path className="pixel-editor-lines" d={lines} />
      {hover && <rect className="pixel-editor-hover" x={hover.x} y={hover.y} width={1} height={1} />}
      <g className="pixel-editor-cursor">
        <rect x={cursor.x} y={cursor.y} width={1} height={1} />
        <rect x={cursor.x} y={cursor.y} width={1} height={1} />
      </g>
    </svg>
  );
}

/**
 * The drawing surface: one focusable element (role application) that pointer and keyboard both
 * draw on. Pointer events with capture cover mouse, pen and touch; touch-action: none in the CSS
 * keeps a phone from scrolling while a finger draws.
 */
export function DrawingGrid({ grid, cursor, mirror, announcement, dispatch }: DrawingGridProps) {
  const instructionsId = useId();
  const { size } = grid;
  /** The cursor and focus ring show for the keyboard, not under a finger or mouse that is drawing. */
  const [usingKeys, setUsingKeys] = useState(false);
  const { hover, handlers } = useGridPointer(size, dispatch, setUsingKeys);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!gridKey(event, size, dispatch)) return;
    event.preventDefault();
    setUsingKeys(true);
  };
  return (
    <div className="pixel-editor-canvas">
      <div
        className="pixel-editor-grid"
        role="application"
        aria-label={T.gridLabel(size)}
        aria-describedby={instructionsId}
        tabIndex={0}
        data-keyboard={usingKeys}
        style={{ '--cells': size } as CSSProperties}
        {...handlers}
        onKeyDown={onKeyDown}
      >
        <GridPicture grid={grid} mirror={mirror} hover={hover} cursor={cursor} />
      </div>
      <p id={instructionsId} className="visually-hidden">
        {T.gridInstructions}
      </p>
      <p className="pixel-editor-status" role="status">
        {announcement}
      </p>
    </div>
  );
}
