import { isWalkableTile } from '../tiles/tile-codes.js';
import { worldDocMapSize, type WorldDoc } from './world-doc.js';
import { worldDocWalkGrid } from './world-doc-walls.js';

/**
 * A world as the graph the game walks, for the checks: every cell of every map is a number (its map's
 * first number plus y × width + x), and one more number, `out`, stands for the main world, which
 * every exit portal leads to. Built in one pass over the tiles; expects maps whose rows are all as
 * long as the first (checkWorldDoc checks that first).
 */
export class WorldWalk {
  /** The number of the main world beyond the exits: one past the last cell. */
  readonly out: number;
  private readonly first: number[] = [];
  private readonly widths: number[] = [];
  private readonly walkable: Uint8Array;
  /** Where a portal cell leads, or -1; an exit leads to `out`. */
  private readonly portalTo: Int32Array;
  /** Per map, the map beyond its left and right edges, or -1. */
  private readonly beyond: { left: number; right: number }[];

  constructor(doc: WorldDoc, indexOf: ReadonlyMap<string, number>) {
    let count = 0;
    for (const map of doc.maps) {
      const { width, height } = worldDocMapSize(map);
      this.first.push(count);
      this.widths.push(width);
      count += width * height;
    }
    this.out = count;
    this.walkable = new Uint8Array(count);
    doc.maps.forEach((map, mapIndex) => {
      let cell = this.first[mapIndex]!;
      for (const row of worldDocWalkGrid(doc, map))
        for (let x = 0; x < row.length; x += 1, cell += 1) this.walkable[cell] = isWalkableTile(row[x]) ? 1 : 0;
    });
    this.portalTo = new Int32Array(count).fill(-1);
    doc.maps.forEach((map, mapIndex) => {
      for (const portal of map.portals) {
        const from = this.cell(mapIndex, portal.x, portal.y);
        if (from < 0) continue;
        if (portal.to === 'exit') this.portalTo[from] = this.out;
        else {
          const target = indexOf.get(portal.to.mapId);
          const to = target === undefined ? -1 : this.cell(target, portal.to.x, portal.to.y);
          if (to >= 0) this.portalTo[from] = to;
        }
      }
    });
    this.beyond = doc.maps.map((map) => ({
      left: indexOf.get(map.edges.left ?? '') ?? -1,
      right: indexOf.get(map.edges.right ?? '') ?? -1,
    }));
  }

  /** A cell's number, or -1 outside its map. */
  cell(mapIndex: number, x: number, y: number): number {
    const width = this.widths[mapIndex];
    if (width === undefined || x < 0 || y < 0 || x >= width) return -1;
    const cell = this.first[mapIndex]! + y * width + x;
    return cell < (this.first[mapIndex + 1] ?? this.out) ? cell : -1;
  }

  /** A walkable cell's number, or -1. */
  standable(mapIndex: number, x: number, y: number): number {
    const cell = this.cell(mapIndex, x, y);
    return cell >= 0 && this.walkable[cell] === 1 ? cell : -1;
  }

  /** The map, x and y of a cell. */
  where(cell: number): { mapIndex: number; x: number; y: number } {
    let mapIndex = this.first.length - 1;
    while (mapIndex > 0 && this.first[mapIndex]! > cell) mapIndex -= 1;
    const local = cell - this.first[mapIndex]!;
    const width = this.widths[mapIndex]!;
    return { mapIndex, x: local % width, y: Math.floor(local / width) };
  }

  /**
   * Every step a player can take from a cell, as the game walks: a portal to its cell (an exit to
   * `out`), onto walkable neighbours, and off the left or right edge to the neighbouring map's far
   * edge on the same row.
   */
  forEachStep(cell: number, visit: (next: number) => void): void {
    const to = this.portalTo[cell]!;
    if (to >= 0) visit(to);
    // Written out rather than through where() and the direction table: this runs for every cell, twice.
    let mapIndex = this.first.length - 1;
    while (mapIndex > 0 && this.first[mapIndex]! > cell) mapIndex -= 1;
    const first = this.first[mapIndex]!;
    const end = this.first[mapIndex + 1] ?? this.out;
    const width = this.widths[mapIndex]!;
    const x = (cell - first) % width;
    const walkable = this.walkable;
    if (cell - width >= first && walkable[cell - width] === 1) visit(cell - width);
    if (cell + width < end && walkable[cell + width] === 1) visit(cell + width);
    if (x > 0) {
      if (walkable[cell - 1] === 1) visit(cell - 1);
    } else this.acrossEdge(this.beyond[mapIndex]!.left, 'left', (cell - first) / width, visit);
    if (x < width - 1) {
      if (walkable[cell + 1] === 1) visit(cell + 1);
    } else this.acrossEdge(this.beyond[mapIndex]!.right, 'right', (cell - first - x) / width, visit);
  }

  /** Off a map's left or right edge: to the far edge of the map beyond, on the same row. */
  private acrossEdge(target: number, side: 'left' | 'right', y: number, visit: (next: number) => void) {
    if (target < 0) return;
    const next = this.standable(target, side === 'left' ? this.widths[target]! - 1 : 0, y);
    if (next >= 0) visit(next);
  }

  /**
   * Breadth first from a cell: `from[cell]` is the cell each reached cell was first reached from
   * (the start from itself), -1 where nothing reached; `from[out]` the exit cell first reached.
   */
  explore(start: number): { from: Int32Array; reachedMaps: Set<number> } {
    const from = new Int32Array(this.out + 1).fill(-1);
    const queue = new Int32Array(this.out);
    let tail = 0;
    from[start] = start;
    queue[tail++] = start;
    for (let head = 0; head < tail; head += 1) {
      const cell = queue[head]!;
      this.forEachStep(cell, (next) => {
        if (from[next] !== -1) return;
        from[next] = cell;
        if (next !== this.out) queue[tail++] = next;
      });
    }
    const reachedMaps = new Set<number>();
    this.first.forEach((first, mapIndex) => {
      const end = this.first[mapIndex + 1] ?? this.out;
      for (let cell = first; cell < end; cell += 1)
        if (from[cell] !== -1) {
          reachedMaps.add(mapIndex);
          break;
        }
    });
    return { from, reachedMaps };
  }

  /**
   * The cells, besides the start, that every way from the start to the main world passes through:
   * the ones a single NPC standing there would wall the exit off with (the dominators of `out`).
   * Linear in the world's cells: take one way out, p0 (the start) … pk (`out`); pi is on every way
   * iff no detour leaves the way before pi and rejoins it after. Walking the way in order, each cell
   * searches the cells off the way that no earlier cell searched, noting the furthest cell of the
   * way it rejoins; a detour found from a later cell of the way would have been found earlier.
   */
  chokepoints(start: number, from: Int32Array): Set<number> {
    const way: number[] = [];
    for (let cell = this.out; cell !== start; cell = from[cell]!) way.push(cell);
    way.push(start);
    way.reverse();
    const placeOnWay = new Int32Array(this.out + 1).fill(-1);
    way.forEach((cell, index) => (placeOnWay[cell] = index));
    const searched = new Uint8Array(this.out + 1);
    const stack = new Int32Array(this.out);
    let furthest = 0;
    let top = 0;
    const step = (next: number) => {
      const place = placeOnWay[next]!;
      if (place >= 0) furthest = Math.max(furthest, place);
      else if (searched[next] === 0) {
        searched[next] = 1;
        stack[top++] = next;
      }
    };
    const chokepoints = new Set<number>();
    for (let index = 0; index < way.length - 1; index += 1) {
      if (index > 0 && furthest <= index) chokepoints.add(way[index]!);
      this.forEachStep(way[index]!, step);
      while (top > 0) this.forEachStep(stack[--top]!, step);
    }
    return chokepoints;
  }
}
