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
