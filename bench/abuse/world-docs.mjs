// The world documents bench:abuse saves, built as core's WorldDoc type describes them (plain data).

const SIDE = 256;
const GRASS = '0';
const WALL = '1';
const PORTAL = '5';
/** The catalogue's first NPC (core's NPC_CATALOGUE_IDS). */
const NPC_ID = 'guide';

/** A row of `width` grass cells with the given cells replaced. */
function row(width, cells = {}) {
  const chars = Array.from({ length: width }, () => GRASS);
  for (const [x, tile] of Object.entries(cells)) chars[Number(x)] = tile;
  return chars.join('');
}

/** `count` maps side by side, joined by their left and right edges; the last holds the exit portal. */
function chain(count, rowsOf) {
  return Array.from({ length: count }, (_, index) => ({
    id: index === 0 ? 'main' : `m${index}`,
    name: `Map ${index + 1}`,
    rows: rowsOf(index),
    portals: index === count - 1 ? [{ x: SIDE - 2, y: SIDE - 2, to: 'exit' }] : [],
    edges: {
      ...(index > 0 && { left: index === 1 ? 'main' : `m${index - 1}` }),
      ...(index < count - 1 && { right: `m${index + 1}` }),
    },
    npcs: [],
    artifactSpots: [],
  }));
}

/** The exit portal's tile on the last map. */
function withExit(rows) {
  const y = SIDE - 2;
  rows[y] = rows[y].slice(0, SIDE - 2) + PORTAL + rows[y].slice(SIDE - 1);
  return rows;
}

/**
 * Issue 33 item 1's costly save: 4 maps of 256×256 and one NPC whose 16×16 patrol area is a
 * serpentine of two-cell lanes the only way from the spawn to the exit winds through, so about 90
 * cells of the route lie in its patrol (each one, blocked in turn, is a search of the whole world
 * in the check as it was). Two-cell lanes and gaps: no single cell walls the exit off, so it is valid.
 */
export function costlySaveDoc() {
  // The box: x 0..15, y 120..135; walls around it (row 119, row 136, column 16 but a gap at 134–135).
  const top = 120;
  const bottom = 135;
  const first = (y) => {
    if (y === top - 1 || y === bottom + 1) return row(SIDE, Object.fromEntries(range(0, 17).map((x) => [x, WALL])));
    if (y < top || y > bottom) return row(SIDE);
    const cells = {};
    if (y < bottom - 1) cells[16] = WALL;
    // Walls inside the box every third row, with a two-cell gap at alternating ends.
    const lane = y - top;
    if (lane % 3 === 2 && lane < 12) {
      const gapRight = Math.floor(lane / 3) % 2 === 0;
      for (let x = 0; x < 16; x += 1) if (gapRight ? x < 14 : x > 1) cells[x] = WALL;
    }
    return row(SIDE, cells);
  };
  const maps = chain(4, (index) => {
    const rows = Array.from({ length: SIDE }, (_, y) => (index === 0 ? first(y) : row(SIDE)));
    return index === 3 ? withExit(rows) : rows;
  });
  maps[0].npcs = [{ npcId: NPC_ID, x: 8, y: top + 1, patrol: { startX: 0, startY: top, width: 16, height: 16 } }];
  return { format: 1, spawn: { mapId: 'main', x: 0, y: top }, maps };
}

/**
 * A document of about 1 MB (16 maps of 256×256) that does not shrink to nothing when compressed:
 * scattered trees and sand from a seeded random, on grass with open lanes so every map is reached.
 * `variant` changes the scatter, so versions differ.
 */
export function megabyteDoc(variant) {
  let state = (variant * 2654435761) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const maps = chain(16, (index) => {
    const rows = Array.from({ length: SIDE }, (_, y) => {
      // Rows 0–3 and the bottom rows stay open: the way through every map, and to the exit.
      if (y < 4 || y >= SIDE - 4) return row(SIDE);
      let text = '';
      for (let x = 0; x < SIDE; x += 1) {
        const r = random();
        text += r < 0.2 ? '2' : r < 0.35 ? '3' : GRASS;
      }
      return text;
    });
    return index === 15 ? withExit(rows) : rows;
  });
  return { format: 1, spawn: { mapId: 'main', x: 1, y: 1 }, maps };
}

const range = (from, to) => Array.from({ length: to - from }, (_, i) => from + i);
