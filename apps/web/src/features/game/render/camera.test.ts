import { describe, expect, it } from 'vitest';
import { cameraFor, cellAtView, clampAxis } from './camera';

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
