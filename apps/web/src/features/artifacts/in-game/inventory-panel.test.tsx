import { ARTIFACT_GAME_MESSAGES, ARTIFACT_MESSAGES, ARTIFACT_TEXT_LIMITS, BUILT_IN_ARTIFACTS } from '@authentic/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IN_GAME_TEXTS } from './in-game-texts';
import { InventoryPanel, type InventoryItem, type InventoryPanelProps } from './inventory-panel';
import { fakeFile, makeArtifact, MB } from './test-artifacts';

const mineItem: InventoryItem = {
  kind: 'server',
  artifact: makeArtifact({ id: 'a1', name: 'Lantern of Dusk', messageText: 'Hello traveller' }),
  mine: true,
};
const foundItem: InventoryItem = {
  kind: 'server',
  artifact: makeArtifact({ id: 'a2', name: 'Borrowed Compass', creator: { id: 'u9', username: 'zed' } }),
  mine: false,
};
const keepsake = BUILT_IN_ARTIFACTS[0]!;
const builtInItem: InventoryItem = { kind: 'builtIn', artifact: keepsake };

function handlers() {
  return {
    onPlace: vi.fn(),
    onUpdate: vi.fn(),
    onDelete: vi.fn(async () => {}),
    onSaveMessage: vi.fn(async () => {}),
    onDeleteMessage: vi.fn(async () => {}),
    onUpdateAttachment: vi.fn(async () => {}),
    onDrop: vi.fn(async () => {}),
    onClose: vi.fn(),
  };
}

function setup(props: Partial<InventoryPanelProps> = {}) {
  const merged = { ...handlers(), ...props } as ReturnType<typeof handlers>;
  render(<InventoryPanel items={[mineItem, foundItem, builtInItem]} loading={false} {...merged} />);
  return merged;
}

const card = (name: string) => screen.getByRole('article', { name });
const button = (name: string, inCard: string) => within(card(inCard)).getByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('InventoryPanel', () => {
  it('is a dialog that Escape closes', async () => {
    const { onClose } = setup();
    expect(screen.getByRole('dialog', { name: IN_GAME_TEXTS.inventoryTitle })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the empty text, the loading text and a load error', () => {
    const { rerender } = render(<InventoryPanel items={[]} loading={false} {...handlers()} />);
    expect(screen.getByText(ARTIFACT_GAME_MESSAGES.inventoryEmpty)).toBeInTheDocument();
    rerender(<InventoryPanel items={[]} loading {...handlers()} />);
    expect(screen.getByRole('status')).toHaveTextContent(ARTIFACT_GAME_MESSAGES.inventoryLoading);
    expect(screen.queryByText(ARTIFACT_GAME_MESSAGES.inventoryEmpty)).not.toBeInTheDocument();
    rerender(<InventoryPanel items={[]} loading={false} error="Resource not found" {...handlers()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Resource not found');
  });

  it('offers no edit of any kind on an artifact someone else made: no Update, Delete, message or file (issue 38)', () => {
    setup();
    expect(button(IN_GAME_TEXTS.update, 'Lantern of Dusk')).toBeInTheDocument();
    expect(button(IN_GAME_TEXTS.delete, 'Lantern of Dusk')).toBeInTheDocument();
    const found = within(card('Borrowed Compass'));
    expect(found.queryByRole('button', { name: IN_GAME_TEXTS.update })).not.toBeInTheDocument();
    expect(found.queryByRole('button', { name: IN_GAME_TEXTS.delete })).not.toBeInTheDocument();
    expect(found.queryByLabelText(IN_GAME_TEXTS.fields.messageText)).not.toBeInTheDocument();
    expect(found.queryByRole('button', { name: IN_GAME_TEXTS.saveMessage })).not.toBeInTheDocument();
    expect(found.queryByRole('button', { name: IN_GAME_TEXTS.deleteMessage })).not.toBeInTheDocument();
    expect(found.queryByLabelText(IN_GAME_TEXTS.replaceAttachment)).not.toBeInTheDocument();
    expect(within(card('Lantern of Dusk')).getByLabelText(IN_GAME_TEXTS.replaceAttachment)).toBeInTheDocument();
    expect(found.getByRole('button', { name: IN_GAME_TEXTS.place })).toBeInTheDocument();
    expect(found.getByRole('button', { name: IN_GAME_TEXTS.drop })).toBeInTheDocument();
  });

  it('lists built-in keepsakes view only', () => {
    setup();
    const kept = within(card(keepsake.name));
    expect(kept.getByText(ARTIFACT_GAME_MESSAGES.keepsake)).toBeInTheDocument();
    expect(kept.queryAllByRole('button')).toHaveLength(0);
    expect(kept.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('Place and Update hand the item to the game', async () => {
    const { onPlace, onUpdate } = setup();
    await userEvent.click(button(IN_GAME_TEXTS.place, 'Borrowed Compass'));
    expect(onPlace).toHaveBeenCalledWith(foundItem);
    await userEvent.click(button(IN_GAME_TEXTS.update, 'Lantern of Dusk'));
    expect(onUpdate).toHaveBeenCalledWith(mineItem);
  });

  it('deletes only after the confirmation', async () => {
    const { onDelete } = setup();
    await userEvent.click(button(IN_GAME_TEXTS.delete, 'Lantern of Dusk'));
    const confirm = within(card('Lantern of Dusk')).getByRole('group', { name: ARTIFACT_MESSAGES.deleteConfirmList });
    expect(confirm).toHaveTextContent(ARTIFACT_MESSAGES.deleteConfirmList);
    expect(within(confirm).getByRole('button', { name: IN_GAME_TEXTS.cancel })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: IN_GAME_TEXTS.cancel }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: ARTIFACT_MESSAGES.deleteConfirmList })).not.toBeInTheDocument();

    await userEvent.click(button(IN_GAME_TEXTS.delete, 'Lantern of Dusk'));
    await userEvent.click(button(IN_GAME_TEXTS.confirmDelete, 'Lantern of Dusk'));
    expect(onDelete).toHaveBeenCalledWith(mineItem);
  });

  it('keeps the question open and says so when deleting fails', async () => {
    setup({ onDelete: vi.fn(async () => Promise.reject(new Error('500'))) });
    await userEvent.click(button(IN_GAME_TEXTS.delete, 'Lantern of Dusk'));
    await userEvent.click(button(IN_GAME_TEXTS.confirmDelete, 'Lantern of Dusk'));
    expect(await within(card('Lantern of Dusk')).findByText(ARTIFACT_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(
      within(card('Lantern of Dusk')).getByRole('group', { name: ARTIFACT_MESSAGES.deleteConfirmList }),
    ).toBeVisible();
  });

  it('saves the message as typed, at most 500 characters', async () => {
    const { onSaveMessage } = setup();
    const box = within(card('Lantern of Dusk')).getByLabelText(IN_GAME_TEXTS.fields.messageText);
    expect(box).toHaveValue('Hello traveller');
    expect(box).toHaveAttribute('maxLength', String(ARTIFACT_TEXT_LIMITS.messageText));
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('Look under the bridge');
    await userEvent.click(button(IN_GAME_TEXTS.saveMessage, 'Lantern of Dusk'));
    expect(onSaveMessage).toHaveBeenCalledWith(mineItem, 'Look under the bridge');
    expect(await within(card('Lantern of Dusk')).findByText(ARTIFACT_GAME_MESSAGES.saved)).toBeInTheDocument();
  });

  it('deletes the message and empties the box', async () => {
    const { onDeleteMessage } = setup();
    await userEvent.click(button(IN_GAME_TEXTS.deleteMessage, 'Lantern of Dusk'));
    expect(onDeleteMessage).toHaveBeenCalledWith(mineItem);
    expect(within(card('Lantern of Dusk')).getByLabelText(IN_GAME_TEXTS.fields.messageText)).toHaveValue('');
  });

  it('refuses an attachment of 5MB or more and sends nothing', async () => {
    const { onUpdateAttachment } = setup();
    const input = within(card('Lantern of Dusk')).getByLabelText(IN_GAME_TEXTS.replaceAttachment);
    await userEvent.upload(input, fakeFile('film.mp4', 'video/mp4', 5 * MB));
    expect(within(card('Lantern of Dusk')).getByText(ARTIFACT_MESSAGES.attachmentTooLarge)).toBeInTheDocument();
    expect(onUpdateAttachment).not.toHaveBeenCalled();
    const small = fakeFile('song.mp3', 'audio/mpeg', 5 * MB - 1);
    await userEvent.upload(input, small);
    expect(onUpdateAttachment).toHaveBeenCalledWith(mineItem, small);
  });

  it('drops an artifact it holds', async () => {
    const { onDrop } = setup();
    await userEvent.click(button(IN_GAME_TEXTS.drop, 'Borrowed Compass'));
    expect(onDrop).toHaveBeenCalledWith(foundItem);
  });

  it.each([
    ['drop', IN_GAME_TEXTS.drop, ARTIFACT_MESSAGES.dropFailed],
    ['save message', IN_GAME_TEXTS.saveMessage, ARTIFACT_MESSAGES.saveMessageFailed],
    ['delete message', IN_GAME_TEXTS.deleteMessage, ARTIFACT_MESSAGES.deleteMessageFailed],
  ])('shows Saving..., then the %s failure for 3 s', async (_what, label, failure) => {
    vi.useFakeTimers();
    let fail: () => void = () => {};
    const pending = () => new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('500'))));
    setup({ onDrop: vi.fn(pending), onSaveMessage: vi.fn(pending), onDeleteMessage: vi.fn(pending) });
    // fireEvent, not user-event: user-event waits on timers that fake timers hold back.
    fireEvent.click(button(label, 'Lantern of Dusk'));
    expect(within(card('Lantern of Dusk')).getByText(ARTIFACT_GAME_MESSAGES.saving)).toBeInTheDocument();
    await act(async () => fail());
    expect(within(card('Lantern of Dusk')).getByText(failure)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(within(card('Lantern of Dusk')).getByText(failure)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(card('Lantern of Dusk')).queryByText(failure)).not.toBeInTheDocument();
  });

  it('shows Saved for 1 s after a success', async () => {
    vi.useFakeTimers();
    setup();
    fireEvent.click(button(IN_GAME_TEXTS.saveMessage, 'Lantern of Dusk'));
    await act(async () => {});
    expect(within(card('Lantern of Dusk')).getByText(ARTIFACT_GAME_MESSAGES.saved)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(within(card('Lantern of Dusk')).getByText(ARTIFACT_GAME_MESSAGES.saved)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(card('Lantern of Dusk')).queryByText(ARTIFACT_GAME_MESSAGES.saved)).not.toBeInTheDocument();
  });

  it('says the update failed when a new attachment is refused', async () => {
    setup({ onUpdateAttachment: vi.fn(async () => Promise.reject(new Error('413'))) });
    const input = within(card('Lantern of Dusk')).getByLabelText(IN_GAME_TEXTS.replaceAttachment);
    await userEvent.upload(input, fakeFile('a.png', 'image/png', 100));
    expect(await within(card('Lantern of Dusk')).findByText(ARTIFACT_MESSAGES.updateFailed)).toBeInTheDocument();
  });

  it('says no artifact is selected when an item has no id, and sends nothing', async () => {
    const orphan: InventoryItem = { kind: 'server', artifact: makeArtifact({ id: '', name: 'Nameless' }), mine: true };
    const onDrop = vi.fn(async () => {});
    render(<InventoryPanel items={[orphan]} loading={false} {...handlers()} onDrop={onDrop} />);
    await userEvent.click(button(IN_GAME_TEXTS.drop, 'Nameless'));
    expect(within(card('Nameless')).getByText(ARTIFACT_MESSAGES.noArtifactSelected)).toBeInTheDocument();
    expect(onDrop).not.toHaveBeenCalled();
  });
});
