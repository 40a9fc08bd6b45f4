import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('keeps its title and close button out of the part that scrolls, so a tall dialog shows its title', () => {
    render(
      <Modal title="World Guide" onClose={() => {}}>
        <p>Long text</p>
        <button type="button">Got it</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'World Guide' });
    const body = dialog.querySelector('.modal-body');
    expect(body).not.toBeNull();
    expect(body).toContainElement(screen.getByText('Long text'));
    expect(body).not.toContainElement(screen.getByRole('heading', { name: 'World Guide' }));
    expect(body).not.toContainElement(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and on its close button', async () => {
    const onClose = vi.fn();
    render(
      <Modal title="Send Feedback" onClose={onClose}>
        <textarea aria-label="Gameplay" />
      </Modal>,
    );
    expect(screen.getByRole('textbox', { name: 'Gameplay' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
