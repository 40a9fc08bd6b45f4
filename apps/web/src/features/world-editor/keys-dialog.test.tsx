import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from './model';
import { testDoc } from './model/test-doc';
import { EditorCanvas } from './editor-canvas';
import { EditorToolbar } from './editor-toolbar';
import { KeysDialog } from './keys-dialog';
import { freshToolMemory } from './tool-choice';
import { TOOLS } from './tools';

/** The toolbar, the canvas and the key list, as the page composes them. */
function Harness() {
  const [store] = useState(() => createEditorStore(testDoc()));
  const [memory] = useState(freshToolMemory);
  const [open, setOpen] = useState(false);
  const show = () => setOpen(true);
  return (
    <>
      <EditorToolbar store={store} memory={memory} biome="meadow" zoom={1} onZoom={() => {}} onShowKeys={show} />
      <EditorCanvas
        store={store}
        memory={memory}
        biome="meadow"
        zoom={1}
        onZoom={() => {}}
        problems={[]}
        onShowKeys={show}
      />
      {open && <KeysDialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('the key list', () => {
  it("opens from the '?' button, lists every tool's key and the other keys, and Escape gives focus back", async () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Keyboard keys' });
    expect(button).toHaveAttribute('title', 'Keyboard keys (?)');
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard keys' });
    const tools = within(dialog).getByRole('region', { name: 'Tools' });
    for (const tool of TOOLS) {
      const does = within(tools).getByText(`take the ${tool.label} tool`);
      expect(does.parentElement).toHaveTextContent(`${tool.key}take the ${tool.label} tool`);
    }
    expect(within(dialog).getByText('choose Obstacle').parentElement).toHaveTextContent('4choose Obstacle');
    for (const key of ['Ctrl+Z', 'Ctrl+Shift+Z or Ctrl+Y', 'G', '+', '-', 'Escape', 'Arrow keys', 'Mouse wheel'])
      expect(within(dialog).getByText(key)).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("opens with '?' on the canvas, whose description is the same list", async () => {
    render(<Harness />);
    const canvas = screen.getByRole('application', { name: /^Map canvas, / });
    for (const tool of TOOLS)
      expect(canvas).toHaveAccessibleDescription(new RegExp(`${tool.key}: take the ${tool.label} tool`));
    canvas.focus();
    await userEvent.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Keyboard keys' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(canvas).toHaveFocus();
  });
});
