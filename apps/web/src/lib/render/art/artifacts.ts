import { OUTLINE, P } from '../../../ui/palette';
import { ART_PX, createPen, offscreen, type Pen } from './pen';

export const ARTIFACT_KINDS = ['scroll', 'relic', 'key', 'weapon', 'container', 'note', 'default'] as const;
export type ArtifactSpriteKind = (typeof ARTIFACT_KINDS)[number];

/** Artifact types (core's and players') to the sprite they lie as. */
const KIND_OF: Readonly<Record<string, ArtifactSpriteKind>> = {
  scroll: 'scroll',
  relic: 'relic',
  combine: 'relic',
  key: 'key',
  unlock: 'key',
  weapon: 'weapon',
  container: 'container',
  note: 'note',
  message: 'note',
  reveal: 'note',
};

export function artifactSpriteKind(kind: string | undefined): ArtifactSpriteKind {
  return KIND_OF[kind ?? ''] ?? 'default';
}

type Painter = (pen: Pen) => void;

const scroll: Painter = (pen) => {
  pen.rect(3, 5, 10, 7, OUTLINE);
  pen.rect(4, 6, 8, 5, P.sandLight);
  pen.rect(4, 7, 6, 1, P.tan);
  pen.rect(4, 9, 5, 1, P.tan);
  pen.rect(2, 4, 3, 9, OUTLINE);
  pen.rect(3, 5, 1, 7, P.sand);
  pen.rect(11, 4, 3, 9, OUTLINE);
  pen.rect(12, 5, 1, 7, P.clay);
  pen.rect(7, 10, 2, 2, P.wine);
};

const relic: Painter = (pen) => {
  pen.rect(6, 2, 4, 1, OUTLINE);
  pen.rect(4, 3, 8, 6, OUTLINE);
  pen.rect(6, 9, 4, 4, OUTLINE);
  pen.rect(5, 4, 6, 4, P.cyan);
  pen.rect(7, 3, 2, 1, P.white);
  pen.rect(9, 5, 2, 3, P.blue);
  pen.rect(5, 4, 2, 2, P.white);
  pen.rect(7, 8, 2, 4, P.gold);
  pen.rect(5, 12, 6, 2, OUTLINE);
  pen.rect(6, 12, 4, 1, P.ochre);
};

const key: Painter = (pen) => {
  pen.rect(2, 4, 6, 6, OUTLINE);
  pen.rect(3, 5, 4, 4, P.gold);
  pen.rect(4, 6, 2, 2, OUTLINE);
  pen.rect(7, 6, 7, 3, OUTLINE);
  pen.rect(7, 7, 6, 1, P.yellow);
  pen.rect(11, 8, 1, 3, OUTLINE);
  pen.rect(13, 8, 1, 2, OUTLINE);
  pen.px(3, 5, P.yellow);
};

const weapon: Painter = (pen) => {
  for (let i = 0; i < 8; i += 1) {
    pen.rect(4 + i, 9 - i, 3, 3, OUTLINE);
  }
  for (let i = 0; i < 8; i += 1) pen.px(5 + i, 10 - i, i < 2 ? P.silver : P.white);
  for (let i = 1; i < 7; i += 1) pen.px(6 + i, 10 - i, P.grey);
  pen.rect(2, 10, 5, 2, OUTLINE);
  pen.rect(4, 8, 2, 6, OUTLINE);
  pen.rect(3, 10, 3, 1, P.gold);
  pen.rect(4, 9, 1, 4, P.gold);
  pen.rect(2, 12, 2, 2, P.brown);
};

const container: Painter = (pen) => {
  pen.rect(2, 4, 12, 10, OUTLINE);
  pen.rect(3, 5, 10, 3, P.clay);
  pen.rect(3, 5, 10, 1, P.ochre);
  pen.rect(3, 8, 10, 1, OUTLINE);
  pen.rect(3, 9, 10, 4, P.brown);
  pen.rect(7, 7, 2, 3, P.gold);
  pen.rect(3, 5, 1, 8, P.gold);
  pen.rect(12, 5, 1, 8, P.ochre);
};

const note: Painter = (pen) => {
  pen.rect(3, 4, 10, 9, OUTLINE);
  pen.rect(4, 5, 8, 7, P.white);
  pen.rect(4, 5, 8, 1, P.silver);
  for (let i = 0; i < 4; i += 1) {
    pen.px(4 + i, 6 + Math.floor(i / 2), P.grey);
    pen.px(11 - i, 6 + Math.floor(i / 2), P.grey);
  }
  pen.rect(7, 8, 2, 2, P.red);
};

const orb: Painter = (pen) => {
  pen.rect(5, 3, 6, 10, OUTLINE);
  pen.rect(3, 5, 10, 6, OUTLINE);
  pen.rect(5, 4, 6, 8, P.magenta);
  pen.rect(4, 5, 8, 6, P.magenta);
  pen.rect(9, 6, 3, 5, P.plum);
  pen.rect(5, 5, 2, 2, P.pink);
  pen.px(5, 5, P.white);
};

const PAINTERS: Readonly<Record<ArtifactSpriteKind, Painter>> = {
  scroll,
  relic,
  key,
  weapon,
  container,
  note,
  default: orb,
};

/** Frames of a lying artifact: it bobs and glints. */
export const ARTIFACT_FRAMES = 2;

/**
 * An artifact as it lies on the map: a glow under it (gold for built-ins, cyan for players'), the
 * object, a glint on the second frame.
 */
export function paintArtifact(
  target: CanvasRenderingContext2D,
  x: number,
  y: number,
  scale: number,
  kind: ArtifactSpriteKind,
  source: 'builtIn' | 'server',
  frame: number,
): void {
  const ground = createPen(target, x, y, scale);
  ground.rect(3, 13, 10, 2, source === 'builtIn' ? 'rgba(254,174,52,0.45)' : 'rgba(44,232,245,0.45)');
  ground.rect(5, 14, 6, 1, 'rgba(24,20,37,0.4)');
  const pen = createPen(target, x, y - frame * scale, scale);
  PAINTERS[kind](pen);
  if (frame === 1) {
    pen.px(13, 1, P.white);
    pen.px(12, 2, P.yellow);
    pen.px(14, 2, P.yellow);
    pen.px(13, 3, P.yellow);
  }
}

/** Every artifact sprite (kind × source × frame) in one atlas, painted once. */
export function artifactAtlas(tilePx: number) {
  const canvas = offscreen(tilePx * ARTIFACT_FRAMES * 2, tilePx * ARTIFACT_KINDS.length);
  const ctx = canvas.getContext('2d');
  const sources = ['builtIn', 'server'] as const;
  ARTIFACT_KINDS.forEach((kind, row) =>
    sources.forEach((source, s) => {
      for (let frame = 0; frame < ARTIFACT_FRAMES; frame += 1)
        if (ctx)
          paintArtifact(
            ctx,
            (s * ARTIFACT_FRAMES + frame) * tilePx,
            row * tilePx,
            tilePx / ART_PX,
            kind,
            source,
            frame,
          );
    }),
  );
  return {
    canvas,
    draw(
      target: CanvasRenderingContext2D,
      kind: ArtifactSpriteKind,
      source: 'builtIn' | 'server',
      frame: number,
      x: number,
      y: number,
    ) {
      const col = (source === 'builtIn' ? 0 : ARTIFACT_FRAMES) + frame;
      const row = ARTIFACT_KINDS.indexOf(kind);
      target.drawImage(canvas, col * tilePx, row * tilePx, tilePx, tilePx, x, y, tilePx, tilePx);
    },
  };
}
