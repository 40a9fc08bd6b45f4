import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TileMapPicture } from './tile-map-picture';

describe('TileMapPicture', () => {
  afterEach(() => vi.restoreAllMocks());

  it('paints each tile and NPC in art pixels, 16 canvas pixels a tile', () => {
    const fills: string[] = [];
    const ctx = {
      clearRect: vi.fn(),
      fillRect: vi.fn(),
      set fillStyle(colour: string) {
        fills.push(colour);
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
    const { container } = render(
      <TileMapPicture
        mapData={[
          [0, 1],
          [5, 3],
        ]}
        npcs={[{ type: 'poet', position: { x: 1, y: 1 } }]}
      />,
    );
    const canvas = container.querySelector('canvas');
    expect(canvas).toHaveAttribute('width', '32');
    expect(canvas).toHaveAttribute('height', '32');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    // Four 16×16 tiles drawn in runs of art pixels, then the NPC's figure over the sand.
    expect(ctx.fillRect.mock.calls.length).toBeGreaterThan(4 * 16);
    expect(fills).toContain('#a22633'); // the poet's (Pope's) wine-red coat
  });
});
