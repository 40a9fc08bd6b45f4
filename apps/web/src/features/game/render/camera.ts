import type { Position } from '@authentic/core';

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How far the HUD, toolbar, hint and touch pad reach in from each side of the view, in CSS pixels:
 * the frame around the safe area, which the character never enters (decision 0243).
 */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const NO_INSETS: Readonly<Insets> = { top: 0, right: 0, bottom: 0, left: 0 };

/** Room kept between the character's box and the frame. */
export const SAFE_MARGIN_PX = 4;

/** One axis of the camera: the view's length, the map's, the frame's start and end, the character's half size. */
export interface AxisFrame {
  view: number;
  map: number;
  start: number;
  end: number;
  half: number;
}

/**
 * The camera on one axis: the view's left (or top) edge in map pixels. The focus sits in the middle of
 * the safe area; the map stops at its edges where the character stays clear of the frame, and scrolls
 * on under the HUD (showing the backdrop there) where stopping would put the character beneath it. A
 * map that fits the safe area is centred in it. Without a frame: the view's centre, the map's edges.
 */
export function frameAxis(focus: number, { view, map, start, end, half }: AxisFrame): number {
  const safe = view - start - end;
  const ideal = focus - start - safe / 2;
  let camera: number;
  if (map <= safe) camera = (map - safe) / 2 - start;
  else camera = Math.min(Math.max(ideal, Math.min(0, map - view)), Math.max(0, map - view));
  // Keep the character's box inside the safe area (a margin from the frame), when the area can hold it.
  const margin = (inset: number) => (inset > 0 ? inset + SAFE_MARGIN_PX : 0);
  const lowest = focus + half + margin(end) - view;
  const highest = focus - half - margin(start);
  if (half > 0) camera = lowest <= highest ? Math.min(Math.max(camera, lowest), highest) : ideal;
  return Math.round(camera);
}

/** The camera on one axis with no frame and a point focus (the map's edges, or centred when smaller). */
export function clampAxis(focus: number, view: number, map: number): number {
  return frameAxis(focus, { view, map, start: 0, end: 0, half: 0 });
}

/**
 * The camera for a focus point (the character's centre, in map pixels), keeping a character of
 * `figure` pixels square clear of the insets.
 */
export function cameraFor(
  focus: Position,
  view: Size,
  map: Size,
  insets: Readonly<Insets> = NO_INSETS,
  figure = 0,
): Position {
  const half = figure / 2;
  return {
    x: frameAxis(focus.x, { view: view.width, map: map.width, start: insets.left, end: insets.right, half }),
    y: frameAxis(focus.y, { view: view.height, map: map.height, start: insets.top, end: insets.bottom, half }),
  };
}

/** The map cell under a view point, for a camera. */
export function cellAtView(point: Position, camera: Position, tilePx: number): Position {
  return { x: Math.floor((point.x + camera.x) / tilePx), y: Math.floor((point.y + camera.y) / tilePx) };
}

/** Where the map sits in the view: its visible rectangle, for the frame around a small map. */
export function mapRectInView(camera: Position, map: Size): Rect {
  return { x: -camera.x, y: -camera.y, width: map.width, height: map.height };
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
/** Past this many boxes the sides are chosen one box at a time (4^n choices otherwise). */
const EXHAUSTIVE_BOXES = 7;

/** How far a box reaches in from one side of the view. */
function reachFrom(side: (typeof SIDES)[number], box: Rect, view: Size): number {
  if (side === 'top') return box.y + box.height;
  if (side === 'bottom') return view.height - box.y;
  if (side === 'left') return box.x + box.width;
  return view.width - box.x;
}

/**
 * The frame for a layout: each box the character must not pass under (HUD, toolbar, hint, pad, in view
 * pixels) is given to one side of the view, the side that leaves the largest safe area whose sides are
 * at least `minimum` long. So on a desktop the HUD and toolbar make a top band and the hint a bottom
 * one; on a landscape phone the HUD and pad make a left band and the toolbar and actions a right one.
 */
export function safeInsets(view: Size, boxes: readonly Rect[], minimum = 0): Insets {
  const shown = boxes.filter(
    (box) =>
      box.width > 0 &&
      box.height > 0 &&
      box.x < view.width &&
      box.y < view.height &&
      box.x + box.width > 0 &&
      box.y + box.height > 0,
  );
  const score = (insets: Insets) => {
    const width = view.width - insets.left - insets.right;
    const height = view.height - insets.top - insets.bottom;
    const area = Math.max(0, width) * Math.max(0, height);
    // A safe area too small to walk in counts below every one that is large enough.
    return width >= minimum && height >= minimum ? area : area - view.width * view.height;
  };
  const withBox = (insets: Insets, box: Rect, side: (typeof SIDES)[number]): Insets => ({
    ...insets,
    [side]: Math.max(insets[side], Math.ceil(reachFrom(side, box, view))),
  });
  if (shown.length > EXHAUSTIVE_BOXES) {
    return shown.reduce<Insets>((insets, box) => {
      const options = SIDES.map((side) => withBox(insets, box, side));
      return options.reduce((best, option) => (score(option) > score(best) ? option : best));
    }, NO_INSETS);
  }
  let best: Insets = NO_INSETS;
  let bestScore = -Infinity;
  const choose = (index: number, insets: Insets) => {
    const box = shown[index];
    if (!box) {
      const value = score(insets);
      if (value > bestScore) {
        best = insets;
        bestScore = value;
      }
      return;
    }
    for (const side of SIDES) choose(index + 1, withBox(insets, box, side));
  };
  choose(0, NO_INSETS);
  return best;
}

/** Whether two boxes overlap (touching edges do not). */
export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
