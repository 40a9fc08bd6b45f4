/**
 * Where everything on the world map goes, as a pure function of the places and the width there is
 * (decision 0241). Places sit on a grid taken from their x and y (their ranks, so any numbers do);
 * a screen too narrow for the wide grid gets it turned a quarter (columns become rows). Labels are
 * sized from the text itself — a monospace font whose letters are CHAR_EM wide, pinned to that
 * width when drawn — and each stays inside its column's band, above or below its picture, wherever
 * fewer links pass. Links run between the pictures, clipped where they meet a label.
 */

export interface LayoutPlace {
  id: string;
  name: string;
  x: number;
  y: number;
  connections: readonly string[];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Orientation = 'wide' | 'tall';
export type LabelSide = 'above' | 'below';

export interface PlacedPlace {
  id: string;
  name: string;
  /** Centre of the picture. */
  cx: number;
  cy: number;
  icon: Box;
  label: { lines: string[]; box: Box; side: LabelSide };
}

export interface PlacedLink {
  from: string;
  to: string;
  /** False when the map links both ways: no arrow then. */
  oneWay: boolean;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface WorldMapLayout {
  orientation: Orientation;
  width: number;
  height: number;
  fontPx: number;
  charPx: number;
  lineHeight: number;
  places: PlacedPlace[];
  links: PlacedLink[];
}

/** A picture is 12 art pixels at 3 CSS pixels each. */
export const ICON_PX = 36;
/** Monospace letters are 0.6 em wide; the labels are drawn pinned to exactly that. */
export const CHAR_EM = 0.6;
export const LABEL_PAD_X = 5;
export const LABEL_PAD_Y = 3;
const LABEL_GAP = 6;
const COLUMN_GAP = 10;
const ROW_GAP = 16;
const MARGIN = 10;
const MAX_COLUMN = 190;
/** Where a link stops short of what it joins. */
const LINK_INSET = 3;
/** The shortest road drawn: room for a dash and an arrow. */
const MIN_ROAD = 22;

/** Larger letters first; a tall grid before letters smaller than 13 px. */
const CHOICES: readonly { orientation: Orientation; fontPx: number }[] = [
  { orientation: 'wide', fontPx: 14 },
  { orientation: 'wide', fontPx: 13 },
  { orientation: 'tall', fontPx: 14 },
  { orientation: 'tall', fontPx: 13 },
  { orientation: 'tall', fontPx: 12 },
];

interface Cell {
  place: LayoutPlace;
  col: number;
  row: number;
}

/** The places on a grid: column and row are the ranks of x and y (swapped when tall). */
function gridOf(
  places: readonly LayoutPlace[],
  orientation: Orientation,
): { cells: Cell[]; cols: number; rows: number } {
  const ranks = (values: number[]) => {
    const distinct = [...new Set(values)].sort((a, b) => a - b);
    return (value: number) => distinct.indexOf(value);
  };
  const xRank = ranks(places.map((place) => place.x));
  const yRank = ranks(places.map((place) => place.y));
  const cells = places.map((place) => {
    const [col, row] = orientation === 'wide' ? [xRank(place.x), yRank(place.y)] : [yRank(place.y), xRank(place.x)];
    return { place, col, row };
  });
  return {
    cells,
    cols: Math.max(0, ...cells.map((cell) => cell.col + 1)),
    rows: Math.max(0, ...cells.map((cell) => cell.row + 1)),
  };
}

/**
 * Words into lines of at most `limit` letters (a longer word keeps a line of its own), as even as
 * the same number of lines allows: 'Dungeon / Level 1', not 'Dungeon Level / 1'.
 */
export function wrapName(name: string, limit: number): string[] {
  const greedy = (max: number) => {
    const lines: string[] = [];
    for (const word of name.split(/\s+/).filter(Boolean)) {
      const last = lines.at(-1);
      if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  };
  const lines = greedy(limit);
  for (let max = limit - 1; max >= longestWord(name); max -= 1) {
    const even = greedy(max);
    if (even.length > lines.length) break;
    lines.splice(0, lines.length, ...even);
  }
  return lines;
}

const longestWord = (name: string) => Math.max(1, ...name.split(/\s+/).map((word) => word.length));

/** The grid, letter size and column width for the width there is (the tall 12 px grid when none fits). */
function choose(places: readonly LayoutPlace[], available: number) {
  const widest = Math.max(1, ...places.map((place) => longestWord(place.name)));
  const options = CHOICES.map((choice) => {
    const charPx = choice.fontPx * CHAR_EM;
    const grid = gridOf(places, choice.orientation);
    const minColumn = widest * charPx + 2 * LABEL_PAD_X + COLUMN_GAP;
    return { ...choice, charPx, grid, minColumn, fits: grid.cols * minColumn + 2 * MARGIN <= available };
  });
  const chosen = options.find((option) => option.fits) ?? options.at(-1)!;
  const column = Math.max(
    chosen.minColumn,
    Math.min(MAX_COLUMN, (available - 2 * MARGIN) / Math.max(1, chosen.grid.cols)),
  );
  return { ...chosen, column };
}

/** Where a segment from (x1,y1) to (x2,y2) is inside a box, as [enter, leave] in 0..1, or null. */
export function segmentInBox(x1: number, y1: number, x2: number, y2: number, box: Box): [number, number] | null {
  let enter = 0;
  let leave = 1;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const edges: [number, number][] = [
    [-dx, x1 - box.x],
    [dx, box.x + box.width - x1],
    [-dy, y1 - box.y],
    [dy, box.y + box.height - y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) enter = Math.max(enter, t);
    else leave = Math.min(leave, t);
    if (enter > leave) return null;
  }
  return [enter, leave];
}

export const boxesOverlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export function layoutWorldMap(places: readonly LayoutPlace[], availableWidth: number): WorldMapLayout {
  const { orientation, fontPx, charPx, grid, column } = choose(places, availableWidth);
  const lineHeight = Math.round(fontPx * 1.2);
  const limit = Math.max(1, Math.floor((column - COLUMN_GAP - 2 * LABEL_PAD_X) / charPx));
  const width = Math.max(availableWidth, grid.cols * column + 2 * MARGIN);
  const left = (width - grid.cols * column) / 2;
  const cx = (col: number) => left + (col + 0.5) * column;

  const named = grid.cells.map((cell) => {
    const lines = wrapName(cell.place.name, limit);
    const size = {
      width: Math.max(...lines.map((line) => line.length)) * charPx + 2 * LABEL_PAD_X,
      height: lines.length * lineHeight + 2 * LABEL_PAD_Y,
    };
    return { ...cell, lines, size };
  });
  const pairs = linkPairs(places);

  // Each label starts on the side fewer of its own links leave by; a label another link runs
  // through turns over once, and if that is not enough — or a road is too short to show its
  // dashes and arrow — the rows move apart until neither is so.
  const sides = new Map(named.map((cell) => [cell.place.id, firstSide(cell, named, pairs)]));
  const turned = new Set<string>();
  let rowGap = ROW_GAP;
  let drawn = arrange(named, sides, rowGap, cx, pairs);
  for (let round = 0; round < 40; round += 1) {
    const crossed = crossedLabels(drawn.places, pairs);
    const short = drawn.links.some((link) => Math.hypot(link.x2 - link.x1, link.y2 - link.y1) < MIN_ROAD);
    if (crossed.length === 0 && !short) break;
    const fresh = crossed.filter((id) => !turned.has(id));
    for (const id of fresh) {
      turned.add(id);
      sides.set(id, sides.get(id) === 'below' ? 'above' : 'below');
    }
    if (fresh.length === 0) rowGap += 4;
    drawn = arrange(named, sides, rowGap, cx, pairs);
  }
  return { orientation, width, fontPx, charPx, lineHeight, ...drawn };
}

interface NamedCell extends Cell {
  lines: string[];
  size: { width: number; height: number };
}

type Pair = { from: string; to: string; oneWay: boolean };

/** Below, unless more of the place's own links leave upwards than downwards. */
function firstSide(cell: NamedCell, cells: readonly NamedCell[], pairs: readonly Pair[]): LabelSide {
  const rowOf = new Map(cells.map((other) => [other.place.id, other.row]));
  let up = 0;
  let down = 0;
  for (const pair of pairs) {
    const other = pair.from === cell.place.id ? pair.to : pair.to === cell.place.id ? pair.from : null;
    const row = other === null ? undefined : rowOf.get(other);
    if (row === undefined) continue;
    if (row < cell.row) up += 1;
    if (row > cell.row) down += 1;
  }
  return up > down ? 'below' : down > up ? 'above' : 'below';
}

/** Rows as tall as what they hold — labels above, the pictures, labels below — and `rowGap` apart. */
function arrange(
  cells: readonly NamedCell[],
  sides: ReadonlyMap<string, LabelSide>,
  rowGap: number,
  cx: (col: number) => number,
  pairs: readonly Pair[],
): { places: PlacedPlace[]; links: PlacedLink[]; height: number } {
  const rows = Math.max(0, ...cells.map((cell) => cell.row + 1));
  const centreY: number[] = [];
  let y = MARGIN;
  for (let row = 0; row < rows; row += 1) {
    const band = (side: LabelSide) =>
      Math.max(
        0,
        ...cells
          .filter((cell) => cell.row === row && sides.get(cell.place.id) === side)
          .map((cell) => cell.size.height + LABEL_GAP),
      );
    centreY.push(y + band('above') + ICON_PX / 2);
    y += band('above') + ICON_PX + band('below') + rowGap;
  }
  const places = cells.map((cell): PlacedPlace => {
    const centre = { x: cx(cell.col), y: centreY[cell.row] ?? 0 };
    const side = sides.get(cell.place.id) ?? 'below';
    return {
      id: cell.place.id,
      name: cell.place.name,
      cx: centre.x,
      cy: centre.y,
      icon: { x: centre.x - ICON_PX / 2, y: centre.y - ICON_PX / 2, width: ICON_PX, height: ICON_PX },
      label: { lines: cell.lines, box: labelBox(centre, cell.size, side), side },
    };
  });
  const byId = new Map(places.map((place) => [place.id, place]));
  const links = pairs.flatMap((pair) => {
    const from = byId.get(pair.from);
    const to = byId.get(pair.to);
    return from && to ? [clipLink(from, to, pair.oneWay)] : [];
  });
  return { places, links, height: y - rowGap + MARGIN };
}

/** The places whose label a link between two other places runs through. */
function crossedLabels(places: readonly PlacedPlace[], pairs: readonly Pair[]): string[] {
  const byId = new Map(places.map((place) => [place.id, place]));
  return places
    .filter((place) =>
      pairs.some((pair) => {
        const a = byId.get(pair.from);
        const b = byId.get(pair.to);
        if (!a || !b || a === place || b === place) return false;
        return segmentInBox(a.cx, a.cy, b.cx, b.cy, place.label.box) !== null;
      }),
    )
    .map((place) => place.id);
}

function labelBox(centre: { x: number; y: number }, size: { width: number; height: number }, side: LabelSide): Box {
  const y = side === 'below' ? centre.y + ICON_PX / 2 + LABEL_GAP : centre.y - ICON_PX / 2 - LABEL_GAP - size.height;
  return { x: centre.x - size.width / 2, y, ...size };
}

/** One entry per pair of places a link joins; one-way unless the other direction is linked too. */
function linkPairs(places: readonly LayoutPlace[]): Pair[] {
  const ids = new Set(places.map((place) => place.id));
  const linked = (a: string, b: string) => places.some((place) => place.id === a && place.connections.includes(b));
  const pairs: Pair[] = [];
  for (const place of places) {
    for (const target of place.connections) {
      if (!ids.has(target) || target === place.id) continue;
      const back = linked(target, place.id);
      if (back && pairs.some((pair) => pair.from === target && pair.to === place.id)) continue;
      pairs.push({ from: place.id, to: target, oneWay: !back });
    }
  }
  return pairs;
}

/** The straight line between two pictures, leaving out what runs under either end's picture or label. */
function clipLink(from: PlacedPlace, to: PlacedPlace, oneWay: boolean): PlacedLink {
  const { cx: x1, cy: y1 } = from;
  const { cx: x2, cy: y2 } = to;
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  let start = 0;
  let end = 1;
  for (const box of [from.icon, from.label.box]) {
    const inside = segmentInBox(x1, y1, x2, y2, box);
    if (inside && inside[0] < 0.5) start = Math.max(start, inside[1]);
  }
  for (const box of [to.icon, to.label.box]) {
    const inside = segmentInBox(x1, y1, x2, y2, box);
    if (inside && inside[1] > 0.5) end = Math.min(end, inside[0]);
  }
  start += LINK_INSET / length;
  end -= LINK_INSET / length;
  return {
    from: from.id,
    to: to.id,
    oneWay,
    x1: x1 + (x2 - x1) * start,
    y1: y1 + (y2 - y1) * start,
    x2: x1 + (x2 - x1) * end,
    y2: y1 + (y2 - y1) * end,
  };
}
