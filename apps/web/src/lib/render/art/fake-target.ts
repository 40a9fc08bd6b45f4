import type { PaintTarget } from './pen';

/** A paint target that records what was filled, for tests of the painters. */
export function fakeTarget() {
  const fills: { colour: string; x: number; y: number; w: number; h: number }[] = [];
  let colour = '';
  const target: PaintTarget = {
    get fillStyle() {
      return colour;
    },
    set fillStyle(value) {
      colour = String(value);
    },
    fillRect(x, y, w, h) {
      fills.push({ colour, x, y, w, h });
    },
  };
  return { target, fills, signature: () => fills.map((f) => `${f.colour}${f.x},${f.y},${f.w},${f.h}`).join(';') };
}
