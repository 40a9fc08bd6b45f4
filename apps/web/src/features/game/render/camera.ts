import type { Position } from '@authentic/core';

export interface Size {
  width: number;
  height: number;
}

/**
 * The camera on one axis: the view's left (or top) edge in map pixels. It keeps the focus centred
 * but stops at the map's edges; a map narrower than the view is centred (a negative offset).
 */
export function clampAxis(focus: number, view: number, map: number): number {
  if (map <= view) return Math.round((map - view) / 2);
  return Math.round(Math.min(Math.max(focus - view / 2, 0), map - view));
}

/** The camera for a focus point (the character's centre, in map pixels). */
export function cameraFor(focus: Position, view: Size, map: Size): Position {
  return { x: clampAxis(focus.x, view.width, map.width), y: clampAxis(focus.y, view.height, map.height) };
}

/** The map cell under a view point, for a camera. */
export function cellAtView(point: Position, camera: Position, tilePx: number): Position {
  return { x: Math.floor((point.x + camera.x) / tilePx), y: Math.floor((point.y + camera.y) / tilePx) };
}

/** Where the map sits in the view: its visible rectangle, for the frame around a small map. */
export function mapRectInView(camera: Position, map: Size): { x: number; y: number; width: number; height: number } {
  return { x: -camera.x, y: -camera.y, width: map.width, height: map.height };
}
