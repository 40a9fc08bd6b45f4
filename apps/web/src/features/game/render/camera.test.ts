// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cameraFor, cellAtView, clampAxis, intersects, safeInsets, SAFE_MARGIN_PX, type Insets } from './camera';

const TILE = 64;
const map = { width: 24 * TILE, height: 16 * TILE };
const view = { width: 1000, height: 600 };

describe('camera', () => {
  it('stops at the top-left corner: the character near it is drawn off-centre', () => {
    const camera = cameraFor({ x: 1.5 * TILE, y: 1.5 * TILE }, view, map);
    expect(camera).toEqual({ x: 0, y: 0 });
  });

  it('stops at the bottom-right corner', () => {
    const camera = cameraFor({ x: map.width - 10, y: map.height - 10 }, view, map);
    expect(camera).toEqual({ x: map.width - view.width, y: map.height - view.height });
  });

  it('centres the character in the middle of the map', () => {
    const focus = { x: 12 * TILE, y: 8 * TILE };
    const camera = cameraFor(focus, view, map);
    expect(camera).toEqual({ x: focus.x - view.width / 2, y: focus.y - view.height / 2 });
  });

  it('centres a map smaller than the view, on each axis on its own', () => {
    const small = { width: 10 * TILE, height: 20 * TILE };
    const camera = cameraFor({ x: 0, y: 0 }, view, small);
    expect(camera.x).toBe(-(view.width - small.width) / 2);
    expect(camera.y).toBe(0);
    expect(clampAxis(999, 600, 600)).toBe(0);
  });

  it('maps a view point back to the cell drawn there, whatever the camera', () => {
    for (const camera of [
      { x: 0, y: 0 },
      { x: 536, y: 424 },
      { x: -180, y: 37 },
    ]) {
      for (const cell of [
        { x: 0, y: 0 },
        { x: 5, y: 3 },
        { x: 23, y: 15 },
      ]) {
        const point = { x: cell.x * TILE - camera.x + 10, y: cell.y * TILE - camera.y + 63 };
        expect(cellAtView(point, camera, TILE)).toEqual(cell);
      }
    }
  });
});

/** The character's box in the view for a camera: a tile at `cell`. */
const boxAt = (cell: { x: number; y: number }, camera: { x: number; y: number }) => ({
  x: cell.x * TILE - camera.x,
  y: cell.y * TILE - camera.y,
  width: TILE,
  height: TILE,
});

const centreOf = (cell: { x: number; y: number }) => ({ x: (cell.x + 0.5) * TILE, y: (cell.y + 0.5) * TILE });

/** The frame's four bands as boxes of the view. */
function bands(insets: Insets, size = view) {
  return [
    { x: 0, y: 0, width: size.width, height: insets.top },
    { x: size.width - insets.right, y: 0, width: insets.right, height: size.height },
    { x: 0, y: size.height - insets.bottom, width: size.width, height: insets.bottom },
    { x: 0, y: 0, width: insets.left, height: size.height },
  ];
}

describe('camera with a safe area (decision 0243)', () => {
  const insets: Insets = { top: 90, right: 40, bottom: 70, left: 120 };

  it('keeps the character clear of every side of the frame in each corner and along each edge of the map', () => {
    const last = { x: map.width / TILE - 1, y: map.height / TILE - 1 };
    for (const x of [0, 1, 2, 7, last.x - 1, last.x]) {
      for (const y of [0, 1, 2, 7, last.y - 1, last.y]) {
        const camera = cameraFor(centreOf({ x, y }), view, map, insets, TILE);
        const box = boxAt({ x, y }, camera);
        for (const band of bands(insets)) expect(intersects(box, band), `cell ${x},${y}`).toBe(false);
        expect(box.x).toBeGreaterThanOrEqual(insets.left + SAFE_MARGIN_PX);
        expect(box.y + box.height).toBeLessThanOrEqual(view.height - insets.bottom - SAFE_MARGIN_PX);
      }
    }
  });

  it('scrolls the map on under the HUD at a corner rather than stopping at its edge', () => {
    const camera = cameraFor(centreOf({ x: 0, y: 0 }), view, map, insets, TILE);
    expect(camera).toEqual({ x: -(insets.left + SAFE_MARGIN_PX), y: -(insets.top + SAFE_MARGIN_PX) });
    const far = cameraFor(centreOf({ x: 23, y: 15 }), view, map, insets, TILE);
    expect(far.x).toBe(map.width - view.width + insets.right + SAFE_MARGIN_PX);
    expect(far.y).toBe(map.height - view.height + insets.bottom + SAFE_MARGIN_PX);
  });

  it('stops at the map edge as before where the character is clear of the frame there', () => {
    const camera = cameraFor(centreOf({ x: 3, y: 3 }), view, map, insets, TILE);
    expect(camera).toEqual({ x: 0, y: 0 });
  });

  it('puts the character in the middle of the safe area, not of the view, away from the edges', () => {
    const focus = centreOf({ x: 12, y: 8 });
    const camera = cameraFor(focus, view, map, insets, TILE);
    const safeMiddle = {
      x: insets.left + (view.width - insets.left - insets.right) / 2,
      y: insets.top + (view.height - insets.top - insets.bottom) / 2,
    };
    expect(focus.x - camera.x).toBeCloseTo(safeMiddle.x, 0);
    expect(focus.y - camera.y).toBeCloseTo(safeMiddle.y, 0);
  });

  it('centres a map smaller than the safe area in it, and keeps the character clear on a mid-sized one', () => {
    const small = { width: 6 * TILE, height: 5 * TILE };
    const camera = cameraFor(centreOf({ x: 0, y: 0 }), view, small, insets, TILE);
    const left = -camera.x;
    expect(left - insets.left).toBe(view.width - insets.right - (left + small.width));
    const mid = { width: 15 * TILE, height: 8 * TILE };
    for (const cell of [
      { x: 0, y: 0 },
      { x: 14, y: 7 },
    ]) {
      const box = boxAt(cell, cameraFor(centreOf(cell), view, mid, insets, TILE));
      for (const band of bands(insets)) expect(intersects(box, band)).toBe(false);
    }
  });

  it('with no frame, behaves as the plain camera did', () => {
    for (const cell of [
      { x: 0, y: 0 },
      { x: 12, y: 8 },
      { x: 23, y: 15 },
    ]) {
      const focus = centreOf(cell);
      expect(cameraFor(focus, view, map, undefined, TILE)).toEqual(cameraFor(focus, view, map));
    }
  });
});

describe('safeInsets: the frame a layout makes', () => {
  it('desktop: the HUD and toolbar make a top band, the hint a bottom one', () => {
    const desktop = { width: 1280, height: 744 };
    const insets = safeInsets(
      desktop,
      [
        { x: 8, y: 8, width: 230, height: 84 },
        { x: 940, y: 8, width: 332, height: 56 },
        { x: 290, y: 670, width: 700, height: 66 },
      ],
      3 * TILE,
    );
    expect(insets).toEqual({ top: 92, right: 0, bottom: 74, left: 0 });
  });

  it('landscape phone: the HUD and pad make a left band, the toolbar and actions a right one', () => {
    const phone = { width: 844, height: 334 };
    const insets = safeInsets(
      phone,
      [
        { x: 8, y: 8, width: 190, height: 72 },
        { x: 680, y: 8, width: 156, height: 110 },
        { x: 8, y: 190, width: 136, height: 136 },
        { x: 690, y: 220, width: 146, height: 106 },
        { x: 260, y: 286, width: 320, height: 40 },
      ],
      3 * TILE,
    );
    expect(insets).toEqual({ top: 0, right: 164, bottom: 48, left: 198 });
  });

  it('portrait phone: the top corners make a top band, the pad, actions and hint a bottom one', () => {
    const phone = { width: 390, height: 788 };
    const insets = safeInsets(
      phone,
      [
        { x: 8, y: 8, width: 180, height: 76 },
        { x: 200, y: 8, width: 182, height: 96 },
        { x: 8, y: 620, width: 160, height: 160 },
        { x: 240, y: 680, width: 142, height: 100 },
        { x: 20, y: 540, width: 350, height: 70 },
      ],
      3 * TILE,
    );
    expect(insets).toEqual({ top: 104, right: 0, bottom: 248, left: 0 });
  });

  it('leaves boxes outside the view or without size out, and keeps a safe area big enough to walk in', () => {
    expect(
      safeInsets(view, [
        { x: 2000, y: 0, width: 50, height: 50 },
        { x: 10, y: 10, width: 0, height: 90 },
      ]),
    ).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    // A wide band at the top would leave 100 px of height: the box goes to the side instead.
    const insets = safeInsets(view, [{ x: 0, y: 0, width: 300, height: 500 }], 3 * TILE);
    expect(insets).toEqual({ top: 0, right: 0, bottom: 0, left: 300 });
  });
});
