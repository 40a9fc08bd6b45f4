import type { Position, WorldDoc, WorldDocMap, WorldProblemDto as WorldProblem } from '@authentic/core';
import { P } from '../../ui/palette';
import type { EditorFigures } from './editor-figures';
import type { EditorState } from './model';
import { toolPiece } from './tools';
import { docOf, shownMap } from './use-editor';

/** A cell's side in the editor at zoom 1 (the game's art, painted at half the game's size). */
export const EDITOR_TILE_PX = 32;

type Ctx = CanvasRenderingContext2D;

/** Drawing helpers at one zoom: a cell's outline (or an area's) and a square dot in a cell. */
function pens(ctx: Ctx, zoom: number) {
  const cell = EDITOR_TILE_PX;
  const px = 1 / zoom;
  const box = (x: number, y: number, colour: string, width: number, w = 1, h = 1) => {
    const inset = (width * px) / 2;
    ctx.strokeStyle = colour;
    ctx.lineWidth = width * px;
    ctx.strokeRect(x * cell + inset, y * cell + inset, w * cell - 2 * inset, h * cell - 2 * inset);
  };
  const dot = (x: number, y: number, colour: string, size: number) => {
    ctx.fillStyle = colour;
    const off = (cell * (1 - size)) / 2;
    ctx.fillRect(x * cell + off, y * cell + off, cell * size, cell * size);
  };
  return { cell, px, box, dot };
}

function drawGrid(ctx: Ctx, map: WorldDocMap, zoom: number) {
  const cell = EDITOR_TILE_PX;
  const rows = map.rows.length;
  const cols = map.rows[0]?.length ?? 0;
  ctx.strokeStyle = 'rgba(18, 16, 34, 0.35)';
  ctx.lineWidth = 1 / zoom;
  ctx.beginPath();
  for (let x = 0; x <= cols; x += 1) {
    ctx.moveTo(x * cell, 0);
    ctx.lineTo(x * cell, rows * cell);
  }
  for (let y = 0; y <= rows; y += 1) {
    ctx.moveTo(0, y * cell);
    ctx.lineTo(cols * cell, y * cell);
  }
  ctx.stroke();
}

/** A small gold diamond: where an artifact may lie. */
function drawSpot(ctx: Ctx, spot: Position, zoom: number) {
  const cell = EDITOR_TILE_PX;
  const cx = spot.x * cell + cell / 2;
  const cy = spot.y * cell + cell / 2;
  const r = cell * 0.22;
  ctx.fillStyle = P.gold;
  ctx.beginPath();
  ctx.moveTo(cx, cy - r);
  ctx.lineTo(cx + r, cy);
  ctx.lineTo(cx, cy + r);
  ctx.lineTo(cx - r, cy);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = P.darkBrown;
  ctx.lineWidth = 1 / zoom;
  ctx.stroke();
}

/** Patrol areas (under everything else), artifact spots, portals, story books, characters and the spawn. */
function drawObjects(ctx: Ctx, doc: WorldDoc, map: WorldDocMap, zoom: number, figures: EditorFigures) {
  const { cell, px, box, dot } = pens(ctx, zoom);
  // Patrol areas: a wash and a dashed edge in the character's colour.
  ctx.setLineDash([4 * px, 3 * px]);
  for (const npc of map.npcs) {
    if (!npc.patrol) continue;
    const { startX, startY, width, height } = npc.patrol;
    ctx.fillStyle = 'rgba(246, 117, 122, 0.16)';
    ctx.fillRect(startX * cell, startY * cell, width * cell, height * cell);
    box(startX, startY, P.pink, 2, width, height);
  }
  ctx.setLineDash([]);
  for (const spot of map.artifactSpots) drawSpot(ctx, spot, zoom);
  for (const portal of map.portals) box(portal.x, portal.y, portal.to === 'exit' ? P.cyan : P.magenta, 3);
  // A story book: a dark square with a light page in it.
  for (const book of map.books ?? []) {
    box(book.x, book.y, P.darkBrown, 3);
    dot(book.x, book.y, P.white, 0.22);
  }
  // Characters as players will meet them: their figure, or the look drawn for them.
  for (const npc of map.npcs) figures.draw(ctx, npc);
  if (doc.spawn.mapId === map.id) {
    const { x, y } = doc.spawn;
    dot(x, y, P.yellow, 0.5);
    box(x, y, P.yellow, 2);
  }
}

/**
 * What the editor draws over the tiles, in map pixels at zoom 1 (the context is already scaled):
 * the grid, the objects, problems, what the tool in hand is drawing (a rectangle) and the cell cursor.
 */
export function drawOverlay(
  ctx: Ctx,
  state: EditorState,
  problems: readonly WorldProblem[],
  zoom: number,
  figures: EditorFigures,
): void {
  const map = shownMap(state);
  const { cell, box } = pens(ctx, zoom);
  if (state.grid) drawGrid(ctx, map, zoom);
  drawObjects(ctx, docOf(state), map, zoom, figures);
  for (const problem of problems) {
    if (problem.mapId === map.id && problem.x !== undefined && problem.y !== undefined)
      box(problem.x, problem.y, P.red, 3);
  }
  const preview = toolPiece(state.tool.kind).preview?.(state);
  if (preview) {
    const { x, y, width, height } = preview;
    ctx.fillStyle = 'rgba(254, 231, 97, 0.22)';
    ctx.fillRect(x * cell, y * cell, width * cell, height * cell);
    box(x, y, P.yellow, 2, width, height);
  }
  box(state.cursor.x, state.cursor.y, P.white, 3);
}
