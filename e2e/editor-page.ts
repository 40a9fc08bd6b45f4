import type { Position } from '@authentic/core';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens the editor of a world by its address and waits for its canvas. */
export async function openEditor(page: Page, id: string, name: string): Promise<Locator> {
  await page.goto(`/world/${id}/edit`);
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  const canvas = page.getByRole('application', { name: /Map canvas/ });
  await expect(canvas).toHaveAttribute('data-cell-px', /\d/);
  return canvas;
}

/** Where a cell is on the editor's canvas, as the canvas says its view stands. */
export async function pointAt(canvas: Locator, cell: Position): Promise<{ x: number; y: number }> {
  const [viewX = 0, viewY = 0, cellPx = 0] = await Promise.all(
    ['data-view-x', 'data-view-y', 'data-cell-px'].map(async (name) => Number(await canvas.getAttribute(name))),
  );
  const border = 4;
  return { x: border + cell.x * cellPx - viewX + cellPx / 2, y: border + cell.y * cellPx - viewY + cellPx / 2 };
}

/** The colours drawn in one cell of the editor's canvas, as '#rrggbb' (opaque pixels only). */
export async function coloursInCell(canvas: Locator, cell: Position): Promise<string[]> {
  const centre = await pointAt(canvas, cell);
  const cellPx = Number(await canvas.getAttribute('data-cell-px'));
  return canvas.evaluate(
    (node: HTMLCanvasElement, { x, y, side }) => {
      const ratio = node.width / node.clientWidth;
      const inner = (node.offsetWidth - node.clientWidth) / 2;
      const left = Math.round((x - side / 2 - inner) * ratio);
      const top = Math.round((y - side / 2 - inner) * ratio);
      const size = Math.max(1, Math.round(side * ratio));
      const data = node.getContext('2d')?.getImageData(left, top, size, size).data ?? [];
      const seen = new Set<string>();
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] !== 255) continue;
        seen.add(`#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`);
      }
      return [...seen];
    },
    { x: centre.x, y: centre.y, side: cellPx },
  );
}
