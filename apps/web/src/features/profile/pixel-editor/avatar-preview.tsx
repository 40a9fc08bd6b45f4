import { memo } from 'react';
import { GRASS } from './editor-palette';
import { EDITOR_TEXTS as T } from './editor-texts';
import type { PixelGrid } from './pixel-model';
import { pixelRects } from './pixel-rects';
import './avatar-preview.css';

/** The game's tile size: a 16×16 drawing is shown ×4, a 32×32 one ×2. */
export const GAME_TILE_PX = 64;

/** A few tufts on a 16-unit tile, fixed so the preview never flickers. */
const TUFTS: readonly [number, number, string][] = [
  [2, 2, GRASS.tuft],
  [3, 1, GRASS.tuft],
  [12, 3, GRASS.tuft],
  [9, 9, GRASS.shade],
  [1, 12, GRASS.shade],
  [13, 13, GRASS.tuft],
  [14, 12, GRASS.tuft],
  [6, 14, GRASS.shade],
];

function GrassTile({ grid, px }: { grid: PixelGrid; px: number }) {
  const unit = grid.size / 16;
  return (
    <svg
      className="pixel-editor-tile"
      viewBox={`0 0 ${grid.size} ${grid.size}`}
      width={px}
      height={px}
      shapeRendering="crispEdges"
      aria-hidden="true"
    >
      <rect width={grid.size} height={grid.size} fill={GRASS.base} />
      {TUFTS.map(([x, y, fill]) => (
        <rect key={`${x}-${y}`} x={x * unit} y={y * unit} width={unit} height={unit} fill={fill} />
      ))}
      {pixelRects(grid)}
    </svg>
  );
}

/** The drawing as the game will show it: at its own size and on a 64-px grass tile. */
export const AvatarPreview = memo(function AvatarPreview({ grid }: { grid: PixelGrid }) {
  return (
    <figure className="pixel-editor-preview" role="group" aria-label={T.previewLabel}>
      <figcaption className="pixel-editor-legend">{T.preview}</figcaption>
      <div className="pixel-editor-preview-tiles">
        <div className="pixel-editor-preview-item">
          <GrassTile grid={grid} px={grid.size} />
          <span>{T.previewActual(grid.size)}</span>
        </div>
        <div className="pixel-editor-preview-item">
          <GrassTile grid={grid} px={GAME_TILE_PX} />
          <span>{T.previewGame}</span>
        </div>
      </div>
    </figure>
  );
});
