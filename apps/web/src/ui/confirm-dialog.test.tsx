import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function open(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ConfirmDialog
      title="Delete the map"
      confirmLabel="Delete map"
      busyLabel="Deleting..."
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      danger
      {...props}
    >
      {props.children ?? <p>Delete Deep cave?</p>}
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, view };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title, holds the question, and focuses the safe choice', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Delete the map' });
    expect(dialog).toHaveTextContent('Delete Deep cave?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Enter on the focused safe choice and Escape both cancel; neither confirms', async () => {
    const { onConfirm, onCancel } = open();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the confirm button confirms', async () => {
    const { onConfirm, onCancel } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete map' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('while busy the confirm button waits and says so; Cancel still works', async () => {
    const { onConfirm, onCancel } = open({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Deleting...' });
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows an error line as an alert', () => {
    open({ error: 'This world needs at least one map.' });
    expect(screen.getByRole('alert')).toHaveTextContent('This world needs at least one map.');
  });

  it('a field in the question takes the focus, and Enter in it confirms', async () => {
    const { onConfirm } = open({ children: <input aria-label="Password" /> });
    const field = screen.getByRole('textbox', { name: 'Password' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'secret{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('gives focus back where it was when it closes', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const { view } = open();
    expect(before).not.toHaveFocus();
    view.unmount();
    expect(before).toHaveFocus();
    before.remove();
  });
});
