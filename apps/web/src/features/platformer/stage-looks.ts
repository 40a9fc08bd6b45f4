import type { PlatformerHazard, PlatformerStageId } from '@authentic/core';

/**
 * Each stage's own look, painted once to offscreen layers (ENDESGA 32 colours, 4 px blocks so it
 * stays pixel art at any scale). Paris: violet night, rooftops and the iron tower. Spain: a hot
 * sunset over terracotta and a bull-ring's arches. Africa: savanna, acacias and a snow-capped peak.
 */
export interface StageLook {
  /** Sky bands, top to bottom. */
  sky: readonly string[];
  terrain: { cap: string; body: string; mortar: string; speck: string };
  platform: { top: string; stripe: string; under: string };
  end: { cap: string; body: string };
  paintFar: (ctx: CanvasRenderingContext2D, width: number, height: number) => void;
  paintNear: (ctx: CanvasRenderingContext2D, width: number, height: number) => void;
  paintSkyDetail: (ctx: CanvasRenderingContext2D, width: number, height: number) => void;
  /** A hazard in its box, baked into the level layer with the ground (decision 0239). */
  paintHazard: (ctx: CanvasRenderingContext2D, hazard: PlatformerHazard) => void;
  /** What the canvas's description calls the stage's enemies and hazards. */
  dangers: string;
}

export const BLOCK = 4;

/** A cheap, stable hash of two integers to 0..1, so texture never flickers frame to frame. */
export function hash2(x: number, y: number): number {
  let h = (x * 374761393 + y * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

function block(ctx: CanvasRenderingContext2D, colour: string, x: number, y: number, w: number, h: number) {
  ctx.fillStyle = colour;
  const snap = (v: number) => Math.round(v / BLOCK) * BLOCK;
  ctx.fillRect(snap(x), snap(y), Math.max(BLOCK, snap(w)), Math.max(BLOCK, snap(h)));
}

function stars(ctx: CanvasRenderingContext2D, width: number, height: number, colour: string) {
  for (let i = 0; i < 70; i += 1) {
    const x = hash2(i, 1) * width;
    const y = hash2(i, 2) * height * 0.55;
    block(ctx, colour, x, y, BLOCK, BLOCK);
  }
}

/** A stepped triangle (a hill or a mountain) from its peak, widening by `slope` per block row. */
function steppedPeak(
  ctx: CanvasRenderingContext2D,
  colour: string,
  peakX: number,
  peakY: number,
  base: number,
  slope: number,
) {
  for (let y = peakY; y < base; y += BLOCK) {
    const half = (y - peakY) * slope + BLOCK;
    block(ctx, colour, peakX - half, y, half * 2, BLOCK);
  }
}

/** Iron railings: two rails and a row of pale spear tips, one every 8 px, lit from the top left. */
function railings(ctx: CanvasRenderingContext2D, { x, y, width, height }: PlatformerHazard) {
  block(ctx, '#3a4466', x, y + 12, width, 4);
  block(ctx, '#3a4466', x, y + height - 8, width, 4);
  for (let px = x; px + 4 <= x + width; px += 8) {
    block(ctx, '#8b9bb4', px, y + 8, 4, height - 8);
    block(ctx, '#c0cbdc', px, y + 4, 4, 4);
    block(ctx, '#ffffff', px, y, 4, 4);
  }
}

/** A prickly pear: a tall pad with one on each side, yellow spines. */
function cactus(ctx: CanvasRenderingContext2D, { x, y, width, height }: PlatformerHazard) {
  const mid = x + width / 2;
  block(ctx, '#265c42', mid - 8, y, 16, height);
  block(ctx, '#3e8948', mid - 8, y, 12, height - 4);
  block(ctx, '#265c42', x, y + 12, 12, height - 16);
  block(ctx, '#3e8948', x, y + 12, 8, height - 20);
  block(ctx, '#265c42', x + width - 12, y + 8, 12, height - 16);
  block(ctx, '#3e8948', x + width - 12, y + 8, 8, height - 20);
  block(ctx, '#63c74d', mid - 4, y + 4, 4, 8);
  for (let i = 0; i < 7; i += 1) {
    block(ctx, '#fee761', x + hash2(i, x) * (width - 4), y + 4 + hash2(x, i) * (height - 12), 4, 4);
  }
}

/** A thorn bush: a dark tangle with white thorns sticking out of it. */
function thorns(ctx: CanvasRenderingContext2D, { x, y, width, height }: PlatformerHazard) {
  block(ctx, '#3e2731', x, y + 4, width, height - 4);
  for (let px = x + 4; px < x + width - 4; px += 8) {
    block(ctx, '#733e39', px, y + 8 + (hash2(px, y) > 0.5 ? 4 : 0), 4, 4);
    block(ctx, '#ffffff', px + (hash2(y, px) > 0.5 ? 4 : 0), y, 4, 4);
  }
  block(ctx, '#ffffff', x - 4, y + 8, 4, 4);
  block(ctx, '#ffffff', x + width, y + 12, 4, 4);
}

const paris: StageLook = {
  sky: ['#181425', '#262b44', '#3a4466', '#68386c', '#68386c', '#b55088'],
  terrain: { cap: '#8b9bb4', body: '#5a6988', mortar: '#3a4466', speck: '#c0cbdc' },
  platform: { top: '#a22633', stripe: '#ead4aa', under: '#3e2731' },
  end: { cap: '#c0cbdc', body: '#8b9bb4' },
  paintHazard: railings,
  dangers: 'rats on the pavements and iron railings',
  paintSkyDetail(ctx, width, height) {
    stars(ctx, width, height, '#c0cbdc');
    block(ctx, '#fee761', width * 0.78, 40, 28, 28);
    block(ctx, '#ead4aa', width * 0.78 + 16, 40, 12, 28);
  },
  paintFar(ctx, width, height) {
    for (let x = 0; x < width; x += 48) block(ctx, '#262b44', x, height - 150 - hash2(x, 7) * 50, 44, 200);
    // The iron tower: four stepped stages and a spire.
    const cx = width * 0.35;
    const base = height - 60;
    steppedPeak(ctx, '#3e2731', cx, base - 260, base, 0.28);
    block(ctx, '#68386c', cx - 30, base - 40, 60, 44);
    block(ctx, '#68386c', cx - 12, base - 120, 24, 16);
    block(ctx, '#3e2731', cx - 48, base - 100, 96, 8);
    block(ctx, '#3e2731', cx - 28, base - 180, 56, 8);
    block(ctx, '#feae34', cx - 2, base - 272, 4, 8);
  },
  paintNear(ctx, width, height) {
    for (let x = 0; x < width; x += 96) {
      const top = height - 120 - hash2(x, 3) * 60;
      block(ctx, '#3e2731', x, top, 92, height - top);
      block(ctx, '#181425', x - 4, top - 8, 100, 8);
      block(ctx, '#3e2731', x + 60, top - 28, 12, 24);
      for (let wy = top + 16; wy < height - 20; wy += 24)
        for (let wx = x + 12; wx < x + 84; wx += 20)
          if (hash2(wx, wy) > 0.45) block(ctx, hash2(wy, wx) > 0.5 ? '#feae34' : '#f77622', wx, wy, 8, 12);
    }
  },
};

const spain: StageLook = {
  sky: ['#a22633', '#e43b44', '#f77622', '#feae34', '#fee761'],
  terrain: { cap: '#e4a672', body: '#be4a2f', mortar: '#733e39', speck: '#d77643' },
  platform: { top: '#d77643', stripe: '#b86f50', under: '#733e39' },
  end: { cap: '#ead4aa', body: '#e4a672' },
  paintHazard: cactus,
  dangers: 'black bulls on the ridges and a cactus',
  paintSkyDetail(ctx, width, height) {
    const cx = width * 0.6;
    const cy = height * 0.42;
    for (let r = 72; r > 0; r -= BLOCK) {
      const half = Math.sqrt(72 * 72 - r * r);
      block(ctx, '#fee761', cx - half, cy - r, half * 2, BLOCK);
      block(ctx, '#fee761', cx - half, cy + r, half * 2, BLOCK);
    }
  },
  paintFar(ctx, width, height) {
    for (let x = 0; x < width; x += 160)
      steppedPeak(ctx, '#b86f50', x + 80, height - 190 - hash2(x, 5) * 40, height, 1.6);
    for (let x = 40; x < width; x += 200) steppedPeak(ctx, '#733e39', x, height - 130, height, 2);
  },
  paintNear(ctx, width, height) {
    const top = height - 150;
    block(ctx, '#be4a2f', 0, top, width, height - top);
    block(ctx, '#ead4aa', 0, top, width, 12);
    block(ctx, '#e4a672', 0, top + 12, width, 4);
    for (let x = 12; x < width; x += 56) {
      block(ctx, '#733e39', x, top + 40, 32, 80);
      for (let r = 0; r < 16; r += BLOCK)
        block(ctx, '#733e39', x + 16 - r - 4, top + 40 - (16 - r) / 2, (r + 4) * 2, BLOCK);
      block(ctx, '#3e2731', x + 4, top + 100, 24, 20);
    }
  },
};

const africa: StageLook = {
  sky: ['#0099db', '#0099db', '#2ce8f5', '#ead4aa', '#e4a672'],
  terrain: { cap: '#feae34', body: '#b86f50', mortar: '#733e39', speck: '#e4a672' },
  platform: { top: '#c28569', stripe: '#733e39', under: '#3e2731' },
  end: { cap: '#63c74d', body: '#e4a672' },
  paintHazard: thorns,
  dangers: 'hyenas, a circling vulture and thorn bushes',
  paintSkyDetail(ctx, width) {
    for (let i = 0; i < 4; i += 1) {
      const x = hash2(i, 9) * width;
      const y = 30 + hash2(i, 10) * 60;
      block(ctx, '#ffffff', x, y, 64, 12);
      block(ctx, '#ffffff', x + 12, y - 8, 32, 8);
    }
  },
  paintFar(ctx, width, height) {
    const cx = width * 0.55;
    const peak = height - 250;
    steppedPeak(ctx, '#5a6988', cx, peak, height, 2.2);
    block(ctx, '#5a6988', cx - 60, peak, 120, 20);
    block(ctx, '#ffffff', cx - 56, peak, 112, 12);
    block(ctx, '#c0cbdc', cx - 72, peak + 12, 40, 8);
    block(ctx, '#c0cbdc', cx + 20, peak + 12, 48, 8);
  },
  paintNear(ctx, width, height) {
    block(ctx, '#e4a672', 0, height - 110, width, 110);
    for (let x = 0; x < width; x += 12) if (hash2(x, 4) > 0.5) block(ctx, '#feae34', x, height - 116, 4, 8);
    for (let x = 60; x < width; x += 260) {
      const trunk = height - 110;
      block(ctx, '#3e2731', x, trunk - 70, 8, 70);
      block(ctx, '#3e2731', x - 16, trunk - 64, 20, 4);
      block(ctx, '#3e2731', x + 8, trunk - 60, 20, 4);
      block(ctx, '#265c42', x - 56, trunk - 92, 120, 20);
      block(ctx, '#3e8948', x - 44, trunk - 100, 96, 12);
    }
  },
};

export const STAGE_LOOKS: Readonly<Record<PlatformerStageId, StageLook>> = { paris, spain, africa };

/** What the canvas's aria-label says the picture is. */
export const STAGE_SCENES: Readonly<Record<PlatformerStageId, string>> = {
  paris: 'rooftops of Paris at night under a violet sky, the iron tower behind',
  spain: 'terracotta walls and bull-ring arches under a hot sunset',
  africa: 'golden savanna with acacia trees and a snow-capped mountain',
};
