import { useRef, type MutableRefObject, type PointerEvent } from 'react';
import type { Position } from '@authentic/core';
import type { EditorStore } from './model';
import type { CanvasView } from './editor-canvas-drawing';
import { toolPiece } from './tools';

type CanvasPointer = PointerEvent<HTMLCanvasElement>;

/** How far a finger moves before a touch with a tool that does not paint is a swipe (CSS pixels). */
export const SWIPE_PX = 10;

/** A finger down with a tool that does not paint: a tap, a swipe that pans, or the tool's drag. */
interface PendingTouch {
  pointerId: number;
  cell: Position;
  at: Position;
}

export interface PointerHandlers {
  onPointerDown: (event: CanvasPointer) => void;
  onPointerMove: (event: CanvasPointer) => void;
  onPointerUp: (event: CanvasPointer) => void;
}

/**
 * The canvas's pointer: one finger or the mouse hands the tool a stroke (down, moves, up); the
 * middle button, Shift+drag or a second finger pans (and a second finger takes the first one's dab back).
 * On a phone, with a tool that does not paint (ToolPiece.paints), one finger that starts mostly up or
 * down pans, so a page-like swipe moves the map instead of dragging the spawn about; a tap still uses the tool.
 */
export function useCanvasPointer(
  store: EditorStore,
  viewRef: MutableRefObject<CanvasView>,
  scale: number,
  repaintRef: MutableRefObject<() => void>,
): PointerHandlers {
  const pan = useRef<{ from: Position; view: Position } | null>(null);
  /** Fingers on the canvas: one paints, a second turns the touch into a pan. */
  const touches = useRef(new Map<number, Position>());
  /** How many undo steps there were when the running stroke began. */
  const strokeFrom = useRef(0);
  const pending = useRef<PendingTouch | null>(null);

  const cellAt = (event: CanvasPointer): Position => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      // From the drawing area's corner, inside the canvas's border.
      x: Math.floor((event.clientX - box.left - event.currentTarget.clientLeft + viewRef.current.x) / scale),
      y: Math.floor((event.clientY - box.top - event.currentTarget.clientTop + viewRef.current.y) / scale),
    };
  };
  /** Where the fingers are, as one point: the middle of the first two. */
  const fingers = (): Position => {
    const [a, b] = [...touches.current.values()];
    return b ? { x: (a!.x + b.x) / 2, y: (a!.y + b.y) / 2 } : a!;
  };
  const startPan = (from: Position) => {
    pan.current = { from, view: { x: viewRef.current.x, y: viewRef.current.y } };
  };
  /** A second finger: the touch pans, and the first finger's dab is taken back. */
  const secondFinger = () => {
    pending.current = null;
    if (store.getState().stroke) {
      store.dispatch({ type: 'strokeCancel' });
      if (store.getState().history.past.length > strokeFrom.current) store.dispatch({ type: 'undo' });
    }
    if (touches.current.size === 2) startPan(fingers());
  };

  const onPointerDown = (event: CanvasPointer) => {
    event.currentTarget.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (event.pointerType === 'touch') {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.current.size > 1) return secondFinger();
    }
    if (event.button === 1 || event.shiftKey) return startPan({ x: event.clientX, y: event.clientY });
    if (event.pointerType === 'touch' && !toolPiece(store.getState().tool.kind).paints) {
      pending.current = { pointerId: event.pointerId, cell: cellAt(event), at: { x: event.clientX, y: event.clientY } };
      return;
    }
    if (event.button === 0) startStroke(cellAt(event));
  };
  const startStroke = (cell: Position) => {
    strokeFrom.current = store.getState().history.past.length;
    store.dispatch({ type: 'strokeStart', cell });
  };
  /** A finger that moved far enough: mostly up or down pans, otherwise the tool's drag from where it began. */
  const settle = (touch: PendingTouch, event: CanvasPointer) => {
    const dx = event.clientX - touch.at.x;
    const dy = event.clientY - touch.at.y;
    if (Math.hypot(dx, dy) < SWIPE_PX) return false;
    pending.current = null;
    if (Math.abs(dy) > Math.abs(dx)) startPan(touch.at);
    else startStroke(touch.cell);
    return true;
  };
  const onPointerMove = (event: CanvasPointer) => {
    if (touches.current.has(event.pointerId))
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const touch = pending.current;
    if (touch && touch.pointerId === event.pointerId && !settle(touch, event)) return;
    if (pan.current) {
      const at = touches.current.size > 1 ? fingers() : { x: event.clientX, y: event.clientY };
      viewRef.current.x = pan.current.view.x - (at.x - pan.current.from.x);
      viewRef.current.y = pan.current.view.y - (at.y - pan.current.from.y);
      repaintRef.current();
      return;
    }
    if (store.getState().stroke && touches.current.size < 2)
      store.dispatch({ type: 'strokeMove', cell: cellAt(event) });
  };
  const onPointerUp = (event: CanvasPointer) => {
    touches.current.delete(event.pointerId);
    pan.current = null;
    // A tap: the tool acts where the finger was.
    if (pending.current?.pointerId === event.pointerId && event.type !== 'pointercancel')
      startStroke(pending.current.cell);
    pending.current = null;
    if (store.getState().stroke) store.dispatch({ type: 'strokeEnd' });
  };
  return { onPointerDown, onPointerMove, onPointerUp };
}
