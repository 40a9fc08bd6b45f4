import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { P } from '../../../ui/palette';
import { EDITOR_TEXTS as T } from './editor-texts';
import { renderEditor } from './test-editor';

afterEach(() => vi.restoreAllMocks());

describe('Pixel avatar editor: drawing with a pointer', () => {
  it('paints a drag with the pencil in gold and saves it as a 16×16 PNG', async () => {
    const editor = renderEditor();
    expect(editor.tool('Pencil')).toBeChecked();
    expect(editor.swatch('gold')).toBeChecked();
    editor.drag([
      [0, 0],
      [3, 0],
    ]);
    const png = await editor.save();
    expect(png).toMatchObject({ width: 16, height: 16 });
    // The fast move from column 0 to 3 left no gaps.
    expect(png.painted()).toEqual([0, 1, 2, 3].map((x) => `${x},0 ${P.gold}`));
  });

  it('draws with a finger too, and the grid never lets the page scroll under it', async () => {
    const editor = renderEditor();
    editor.drag(
      [
        [5, 5],
        [5, 6],
      ],
      'touch',
    );
    expect((await editor.save()).painted()).toEqual([`5,5 ${P.gold}`, `5,6 ${P.gold}`]);
    const down = fireEvent.pointerDown(editor.grid(), { pointerId: 2, pointerType: 'touch', clientX: 1, clientY: 1 });
    expect(down).toBe(false); // default prevented: no scroll, no text selection
  });

  it('picks colours from the palette, by custom colour, and erases', async () => {
    const editor = renderEditor();
    await editor.user.click(editor.swatch('blue'));
    expect(editor.swatch('blue')).toBeChecked();
    expect(editor.swatch('gold')).not.toBeChecked();
    editor.click(1, 1);
    fireEvent.input(screen.getByLabelText(T.customColour), { target: { value: '#123456' } });
    expect(editor.swatch('blue')).not.toBeChecked();
    editor.click(2, 1);
    await editor.user.click(editor.tool('Eraser'));
    editor.click(1, 1);
    expect((await editor.save()).painted()).toEqual(['2,1 #123456']);
  });

  it('fills an area with the fill tool', async () => {
    const editor = renderEditor();
    await editor.user.click(editor.tool('Fill'));
    expect(editor.tool('Fill')).toBeChecked();
    expect(editor.tool('Pencil')).not.toBeChecked();
    editor.click(4, 4);
    const png = await editor.save();
    expect(png.painted()).toHaveLength(256);
    expect(png.pixel(15, 15)).toBe(P.gold);
  });

  it('picks a colour from the drawing with the eyedropper, then hands back the pencil', async () => {
    const editor = renderEditor();
    await editor.user.click(editor.swatch('blue'));
    editor.click(3, 3);
    await editor.user.click(editor.swatch('gold'));
    await editor.user.click(editor.tool('Eyedropper'));
    editor.click(3, 3);
    expect(editor.swatch('blue')).toBeChecked();
    expect(editor.tool('Pencil')).toBeChecked();
    expect(editor.status()).toHaveTextContent(T.picked('blue'));
    editor.click(4, 3);
    expect((await editor.save()).pixel(4, 3)).toBe(P.blue);
  });

  it('mirrors what is drawn onto the other half while Mirror is pressed', async () => {
    const editor = renderEditor();
    const mirror = editor.button(T.mirror);
    expect(mirror).toHaveAttribute('aria-pressed', 'false');
    await editor.user.click(mirror);
    expect(mirror).toHaveAttribute('aria-pressed', 'true');
    editor.drag([
      [1, 2],
      [2, 2],
    ]);
    await editor.user.click(mirror);
    editor.click(0, 9);
    expect((await editor.save()).painted()).toEqual([
      `1,2 ${P.gold}`,
      `2,2 ${P.gold}`,
      `13,2 ${P.gold}`,
      `14,2 ${P.gold}`,
      `0,9 ${P.gold}`,
    ]);
  });
});

describe('Pixel avatar editor: history, size and saving', () => {
  it('undoes and redoes whole strokes with the buttons', async () => {
    const editor = renderEditor();
    const undo = editor.button(T.undo);
    const redo = editor.button(T.redo);
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();
    editor.drag([
      [0, 0],
      [2, 0],
    ]);
    editor.drag([
      [0, 1],
      [2, 1],
    ]);
    await editor.user.click(undo);
    expect((await editor.save()).painted()).toHaveLength(3);
    await editor.user.click(undo);
    expect(undo).toBeDisabled();
    await editor.user.click(redo);
    await editor.user.click(redo);
    expect(redo).toBeDisabled();
    expect((await editor.save()).painted()).toHaveLength(6);
  });

  it('starts from a character, clears, and both can be undone', async () => {
    const editor = renderEditor();
    await editor.user.click(editor.button(T.starter));
    const starter = (await editor.save()).painted();
    expect(starter.length).toBeGreaterThan(100);
    expect(starter).toContain(`5,3 ${P.skin}`);
    await editor.user.click(editor.button(T.clear));
    await editor.user.click(editor.button(T.save));
    expect(screen.getByText(T.emptySave)).toBeInTheDocument();
    await editor.user.click(editor.button(T.undo));
    expect((await editor.save()).painted()).toEqual(starter);
    expect(screen.queryByText(T.emptySave)).not.toBeInTheDocument();
  });

  it('switches to 32×32 keeping the drawing (doubled), and undo goes back to 16×16', async () => {
    const editor = renderEditor();
    const sizes = screen.getByRole('group', { name: T.gridSize });
    expect(within(sizes).getByRole('radio', { name: T.sizeOption(16) })).toBeChecked();
    editor.click(1, 0);
    await editor.user.click(within(sizes).getByRole('radio', { name: T.sizeOption(32) }));
    expect(editor.grid()).toHaveAccessibleName(T.gridLabel(32));
    const big = await editor.save();
    expect(big).toMatchObject({ width: 32, height: 32 });
    expect(big.painted()).toEqual([`2,0 ${P.gold}`, `3,0 ${P.gold}`, `2,1 ${P.gold}`, `3,1 ${P.gold}`]);
    editor.click(31, 31);
    expect((await editor.save()).pixel(31, 31)).toBe(P.gold);
    await editor.user.click(editor.button(T.undo));
    await editor.user.click(editor.button(T.undo));
    expect(screen.getByRole('radio', { name: T.sizeOption(16) })).toBeChecked();
    expect((await editor.save()).painted()).toEqual([`1,0 ${P.gold}`]);
  });

  it('does not call onSave for an empty grid', async () => {
    const editor = renderEditor();
    await editor.user.click(editor.button(T.save));
    expect(editor.onSave).not.toHaveBeenCalled();
    expect(screen.getByText(T.emptySave)).toBeInTheDocument();
  });

  it('shows "Saving..." on a disabled button while the parent uploads', async () => {
    const editor = renderEditor({ saving: true });
    editor.click(0, 0);
    const button = editor.button(T.saving);
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: T.save })).not.toBeInTheDocument();
    await editor.user.click(button);
    expect(editor.onSave).not.toHaveBeenCalled();
  });

  it('explains the tools and what Save does in a tutorial that opens on demand', async () => {
    const editor = renderEditor();
    const summary = screen.getByText(T.help);
    const help = summary.closest('details');
    expect(help).not.toHaveAttribute('open');
    await editor.user.click(summary);
    expect(help).toHaveAttribute('open');
    expect(help).toHaveTextContent(/your character in the game is drawn from this picture/);
    expect(help).toHaveTextContent(/Mirror/);
  });
});
