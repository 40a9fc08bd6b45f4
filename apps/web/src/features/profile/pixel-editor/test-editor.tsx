import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { EDITOR_TEXTS as T } from './editor-texts';
import { PixelAvatarEditor } from './pixel-avatar-editor';
import { pngPixel, readPng } from './test-png-reader';

/** On screen the grid is 320 px square at (0, 0) in these tests: a 16×16 cell is 20 px. */
export const GRID_PX = 320;

/**
 * The editor with a recording onSave, and helpers that act as a player would: drag a pointer over
 * cells, press Save and read back the pixels of the PNG the parent received.
 */
export function renderEditor(props: { saving?: boolean } = {}) {
  const onSave = vi.fn<(png: Blob) => void>();
  const user = userEvent.setup();
  const view = render(<PixelAvatarEditor onSave={onSave} {...props} />);
  const grid = () => screen.getByRole('application', { name: /^Drawing grid/ });
  vi.spyOn(grid(), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: GRID_PX, height: GRID_PX }));

  const sizeNow = () => Number(/(\d+) by/.exec(grid().getAttribute('aria-label') ?? '')?.[1] ?? 16);
  /** The centre of a cell, in client pixels. */
  const at = (x: number, y: number) => {
    const cell = GRID_PX / sizeNow();
    return { clientX: (x + 0.5) * cell, clientY: (y + 0.5) * cell };
  };

  /** Presses at the first cell, moves through the others, lifts at the last. */
  const drag = (cells: [number, number][], pointerType = 'mouse') => {
    const [first, ...rest] = cells;
    if (!first) return;
    const common = { pointerId: 1, pointerType, button: 0, buttons: 1 };
    fireEvent.pointerDown(grid(), { ...common, ...at(...first) });
    for (const cell of rest) fireEvent.pointerMove(grid(), { ...common, ...at(...cell) });
    const last = rest.at(-1) ?? first;
    fireEvent.pointerUp(grid(), { ...common, buttons: 0, ...at(...last) });
  };

  const click = (x: number, y: number) => drag([[x, y]]);

  /** Presses "Save as avatar" and decodes the PNG the parent was given. */
  const save = async () => {
    onSave.mockClear();
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const blob = onSave.mock.calls[0]?.[0] as Blob;
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/png');
    const image = readPng(new Uint8Array(await blob.arrayBuffer()));
    return {
      ...image,
      pixel: (x: number, y: number) => pngPixel(image, x, y),
      /** Every painted pixel as 'x,y colour'. */
      painted: () => {
        const found: string[] = [];
        for (let y = 0; y < image.height; y += 1)
          for (let x = 0; x < image.width; x += 1) {
            const colour = pngPixel(image, x, y);
            if (colour) found.push(`${x},${y} ${colour}`);
          }
        return found;
      },
    };
  };

  const tool = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
  const swatch = (name: string) => screen.getByRole('radio', { name: T.swatch(name) });
  const button = (name: string) => screen.getByRole('button', { name });
  const status = () => screen.getByRole('status');

  return { ...view, user, onSave, grid, drag, click, save, tool, swatch, button, status };
}
