import { useEffect, useRef, type MutableRefObject, type RefObject } from 'react';
import type { Position } from '@authentic/core';
import type { CanvasView } from './editor-canvas-drawing';
import { stepZoom } from './editor-toolbar';

/** How far the wheel turns before the zoom takes one step (one notch of a mouse; a trackpad adds up). */
const WHEEL_STEP = 50;
/** Pixels of a wheel "line" (Firefox's deltaMode 1). */
const LINE_PX = 16;

/**
 * The view's corner after a zoom, so that the map point under the pointer stays under it. The view
 * is in CSS pixels of the zoomed map; `pointer` is from the drawing area's corner.
 */
export function zoomAround(view: Position, pointer: Position, from: number, to: number): Position {
  return {
    x: ((view.x + pointer.x) / from) * to - pointer.x,
    y: ((view.y + pointer.y) / from) * to - pointer.y,
  };
}

export interface CanvasWheel {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  viewRef: MutableRefObject<CanvasView>;
  zoom: number;
  onZoom: (zoom: number) => void;
  repaintRef: MutableRefObject<() => void>;
  /** Set when the wheel zoomed: the view stays where the pointer put it rather than following the cell cursor. */
  keepViewRef: MutableRefObject<boolean>;
}

/**
 * The wheel over the map: turning it (with or without Ctrl) zooms by the toolbar's steps around the
 * pointer, Shift+wheel pans sideways. The listener is not passive, so the page does not scroll while
 * the wheel is over the canvas.
 */
export function useCanvasWheel(props: CanvasWheel): void {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const turned = useRef(0);

  useEffect(() => {
    const node = props.canvasRef.current;
    if (!node) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { viewRef, zoom, onZoom, repaintRef, keepViewRef } = latest.current;
      const unit = event.deltaMode === 1 ? LINE_PX : 1;
      if (event.shiftKey) {
        viewRef.current.x += (event.deltaX || event.deltaY) * unit;
        repaintRef.current();
        return;
      }
      turned.current += event.deltaY * unit;
      if (Math.abs(turned.current) < WHEEL_STEP) return;
      const next = stepZoom(zoom, turned.current < 0 ? 1 : -1);
      turned.current = 0;
      if (next === zoom) return;
      const box = node.getBoundingClientRect();
      const pointer = { x: event.clientX - box.left - node.clientLeft, y: event.clientY - box.top - node.clientTop };
      const corner = zoomAround(viewRef.current, pointer, zoom, next);
      viewRef.current = { ...viewRef.current, ...corner };
      keepViewRef.current = true;
      onZoom(next);
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => node.removeEventListener('wheel', onWheel);
  }, [props.canvasRef]);
}
