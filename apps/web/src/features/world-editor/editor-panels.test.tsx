import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from './model';
import { testDoc } from './model/test-doc';
import { MapsPanel } from './maps-panel';
import { CursorPanel, ToolOptions } from './tool-options';

const docOf = (store: ReturnType<typeof createEditorStore>) => store.getState().history.present;

describe('the maps panel', () => {
  it('adds a map through its dialog, refuses a size out of range there, renames, resizes and deletes', async () => {
    const store = createEditorStore(testDoc());
    render(<MapsPanel store={store} />);
    expect(screen.getByText(/16 × 12 cells · map 1 of at most 16/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete map…' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Add map…' }));
    let dialog = screen.getByRole('dialog', { name: 'Add a map' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Cave');
    const width = within(dialog).getByLabelText('Width (cells)');
    await userEvent.clear(width);
    await userEvent.type(width, '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add map' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("A map's sides are 8 to 256 cells.");
    expect(docOf(store).maps).toHaveLength(1);
    await userEvent.clear(width);
    await userEvent.type(width, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add map' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(docOf(store).maps.map((map) => map.id)).toEqual(['main', 'cave']);
    expect(store.getState().mapId).toBe('cave');
    expect(screen.getByLabelText('Map')).toHaveValue('cave');

    // The new map's edges can lead back to the first.
    await userEvent.selectOptions(screen.getByLabelText('Walking off the left edge leads to'), 'main');
    expect(docOf(store).maps[1]!.edges.left).toBe('main');

    await userEvent.click(screen.getByRole('button', { name: 'Rename map…' }));
    dialog = screen.getByRole('dialog', { name: 'Rename the map' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Deep cave');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(docOf(store).maps[1]!.name).toBe('Deep cave');

    await userEvent.click(screen.getByRole('button', { name: 'Resize map…' }));
    dialog = screen.getByRole('dialog', { name: 'Resize the map' });
    const height = within(dialog).getByLabelText('Height (cells)');
    await userEvent.clear(height);
    await userEvent.type(height, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resize' }));
    expect(docOf(store).maps[1]!.rows).toHaveLength(8);

    await userEvent.click(screen.getByRole('button', { name: 'Delete map…' }));
    dialog = screen.getByRole('dialog', { name: 'Delete the map' });
    expect(dialog).toHaveTextContent('Delete Deep cave?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete map' }));
    expect(docOf(store).maps.map((map) => map.id)).toEqual(['main']);
    store.dispatch({ type: 'undo' });
    expect(docOf(store).maps).toHaveLength(2);
  });
});

describe('the tool options and the cursor panel', () => {
  it('sends a portal to another map and places a character whose patrol can be set', async () => {
    const store = createEditorStore(testDoc());
    store.dispatch({ type: 'addMap', name: 'Cave', width: 10, height: 10 });
    store.dispatch({ type: 'selectMap', mapId: 'main' });
    render(
      <>
        <ToolOptions store={store} />
        <CursorPanel store={store} />
      </>,
    );
    store.dispatch({ type: 'setTool', tool: { kind: 'portal', to: 'exit' } });
    await userEvent.selectOptions(await screen.findByLabelText('Portal leads to'), 'cave');
    expect(store.getState().tool).toEqual({ kind: 'portal', to: { mapId: 'cave', x: 5, y: 5 } });
    const column = screen.getByLabelText('Arrive at column');
    await userEvent.clear(column);
    await userEvent.type(column, '2');
    store.dispatch({ type: 'setCursor', cell: { x: 3, y: 2 } });
    store.dispatch({ type: 'applyAtCursor' });
    expect(docOf(store).maps[0]!.portals).toContainEqual({ x: 3, y: 2, to: { mapId: 'cave', x: 2, y: 5 } });
    expect(await screen.findByText('Portal at 3, 2. Portal to Cave.')).toBeInTheDocument();

    store.dispatch({ type: 'setTool', tool: { kind: 'npc', npcId: 'guide' } });
    await userEvent.selectOptions(await screen.findByLabelText('Character'), 'ada_lovelace');
    store.dispatch({ type: 'setCursor', cell: { x: 8, y: 8 } });
    store.dispatch({ type: 'applyAtCursor' });
    const patrol = await screen.findByRole('group', { name: 'Patrol of Ada Lovelace' });
    expect(within(patrol).getByLabelText('Width')).toHaveValue(3);
    const width = within(patrol).getByLabelText('Width');
    await userEvent.clear(width);
    await userEvent.type(width, '5');
    await userEvent.click(within(patrol).getByRole('button', { name: 'Set patrol' }));
    expect(docOf(store).maps[0]!.npcs[0]!.patrol).toEqual({ startX: 7, startY: 7, width: 5, height: 3 });
    // The form is drawn anew for the saved patrol.
    const saved = screen.getByRole('group', { name: 'Patrol of Ada Lovelace' });
    expect(within(saved).getByLabelText('Width')).toHaveValue(5);
    await userEvent.click(within(saved).getByRole('button', { name: 'Stand still' }));
    expect(docOf(store).maps[0]!.npcs[0]!.patrol).toBeUndefined();
  });

  it('says what an artifact spot is when the Artifact spot tool is chosen', async () => {
    const store = createEditorStore(testDoc());
    render(<ToolOptions store={store} />);
    expect(screen.queryByRole('region', { name: /^Tool options/ })).not.toBeInTheDocument();
    act(() => store.dispatch({ type: 'setTool', tool: { kind: 'artifactSpot' } }));
    const options = await screen.findByRole('region', { name: 'Tool options: Artifact spot' });
    expect(options).toHaveTextContent("An artifact spot is a place in this world where players' artifacts may lie.");
    expect(options).toHaveTextContent('at most 64 a map');
  });
});
