import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { P } from '../../../ui/palette';
import { EDITOR_TEXTS as T } from './editor-texts';
import { renderEditor } from './test-editor';

afterEach(() => vi.restoreAllMocks());

/** The editor with the grid focused by Tab, as a keyboard player reaches it. */
async function focusedEditor() {
  const editor = renderEditor();
  const grid = editor.grid();
  while (document.activeElement !== grid) await editor.user.tab();
  return editor;
}

describe('Pixel avatar editor: without a mouse', () => {
  it('is one focusable grid with a name, instructions and a live region', async () => {
    const editor = await focusedEditor();
    expect(editor.grid()).toHaveAccessibleName(T.gridLabel(16));
    expect(editor.grid()).toHaveAccessibleDescription(T.gridInstructions);
    expect(editor.status()).toHaveAttribute('role', 'status');
  });

  it('moves the cursor with the arrows, says where it is, and paints with Space and Enter', async () => {
    const editor = await focusedEditor();
    await editor.user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(editor.status()).toHaveTextContent(T.cell(3, 5, 'transparent'));
    await editor.user.keyboard(' ');
    expect(editor.status()).toHaveTextContent(T.cell(3, 5, 'gold'));
    await editor.user.keyboard('{ArrowLeft}{Enter}');
    // The cursor stops at the edges.
    await editor.user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(editor.status()).toHaveTextContent(T.cell(1, 4, 'transparent'));
    await editor.user.keyboard('{End}{PageDown} ');
    expect(editor.status()).toHaveTextContent(T.cell(16, 16, 'gold'));
    expect((await editor.save()).painted()).toEqual([`3,2 ${P.gold}`, `4,2 ${P.gold}`, `15,15 ${P.gold}`]);
  });

  it('switches tools with B, E, G and I, and mirror with M, on the grid', async () => {
    const editor = await focusedEditor();
    await editor.user.keyboard('g');
    expect(editor.tool('Fill')).toBeChecked();
    expect(editor.status()).toHaveTextContent(T.toolChosen('Fill'));
    await editor.user.keyboard('e');
    expect(editor.tool('Eraser')).toBeChecked();
    await editor.user.keyboard('i');
    expect(editor.tool('Eyedropper')).toBeChecked();
    await editor.user.keyboard('b');
    expect(editor.tool('Pencil')).toBeChecked();
    await editor.user.keyboard('m');
    expect(editor.button(T.mirror)).toHaveAttribute('aria-pressed', 'true');
    expect(editor.status()).toHaveTextContent(T.mirrorOn);
    await editor.user.keyboard('{ArrowRight} ');
    expect((await editor.save()).painted()).toEqual([`1,0 ${P.gold}`, `14,0 ${P.gold}`]);
  });

  it('fills, erases and picks colours at the cursor', async () => {
    const editor = await focusedEditor();
    await editor.user.keyboard('g ');
    expect(editor.status()).toHaveTextContent(T.filled(1, 1, 'gold'));
    await editor.user.keyboard('e{ArrowRight} ');
    expect(editor.status()).toHaveTextContent(T.cell(1, 2, 'transparent'));
    await editor.user.click(editor.swatch('blue'));
    await editor.user.click(editor.grid());
    await editor.user.keyboard('i{ArrowDown} ');
    expect(editor.swatch('gold')).toBeChecked();
    expect(editor.tool('Pencil')).toBeChecked();
    const png = await editor.save();
    expect(png.painted()).toHaveLength(255);
    expect(png.pixel(1, 0)).toBeNull();
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y, one step per key press', async () => {
    const editor = await focusedEditor();
    await editor.user.keyboard(' {ArrowRight} {ArrowRight} ');
    await editor.user.keyboard('{Control>}z{/Control}');
    expect(editor.status()).toHaveTextContent(T.undone);
    await editor.user.keyboard('{Control>}z{/Control}');
    expect((await editor.save()).painted()).toEqual([`0,0 ${P.gold}`]);
    editor.grid().focus();
    await editor.user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(editor.status()).toHaveTextContent(T.redone);
    await editor.user.keyboard('{Control>}y{/Control}');
    expect((await editor.save()).painted()).toHaveLength(3);
    editor.grid().focus();
    await editor.user.keyboard('{Control>}y{/Control}');
    expect(editor.status()).toHaveTextContent(T.nothingToRedo);
  });

  it('undoes from anywhere in the editor, e.g. after choosing a colour', async () => {
    const editor = await focusedEditor();
    await editor.user.keyboard(' ');
    await editor.user.click(editor.swatch('red'));
    expect(editor.swatch('red')).toHaveFocus();
    await editor.user.keyboard('{Control>}z{/Control}');
    expect(editor.button(T.undo)).toBeDisabled();
    expect(screen.getByRole('button', { name: T.redo })).toBeEnabled();
  });

  it('reaches every control by Tab: tools, size, grid, starter and clear, colours, Save', async () => {
    const editor = renderEditor();
    const seen = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      await editor.user.tab();
      const active = document.activeElement as HTMLElement;
      seen.add(active.closest('label')?.textContent ?? active.getAttribute('aria-label') ?? active.textContent ?? '');
      if (active.textContent === T.save) break;
    }
    expect([...seen].join('|')).toMatch(
      /Pencil.*Mirror.*16×16.*Drawing grid.*Start from a character.*Clear.*Colour gold.*Custom colour.*Save/,
    );
  });
});
