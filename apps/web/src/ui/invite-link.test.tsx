import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITE_MESSAGES } from '@authentic/core';
import { InviteLink } from './invite-link';

afterEach(() => vi.unstubAllGlobals());

const playUrl = (worldId: string) => `${window.location.origin}/game/${worldId}`;

describe('InviteLink', () => {
  it("copies the world's play URL and says so", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<InviteLink worldId="w-lantern" visibility="public" isOwner={false} />);
    await userEvent.click(screen.getByRole('button', { name: INVITE_MESSAGES.copy }));
    expect(await screen.findByRole('status')).toHaveTextContent(INVITE_MESSAGES.copied);
    expect(writeText).toHaveBeenCalledWith(playUrl('w-lantern'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the link selected in a labelled field when the browser refuses the clipboard', async () => {
    const writeText = vi.fn(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<InviteLink worldId="w-lantern" visibility="unlisted" isOwner />);
    await userEvent.click(screen.getByRole('button', { name: INVITE_MESSAGES.copy }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITE_MESSAGES.copyFailed);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: INVITE_MESSAGES.fieldLabel });
    expect(field).toHaveValue(playUrl('w-lantern'));
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, playUrl('w-lantern').length]);
  });

  it('falls back to the field where there is no clipboard at all (a page without https)', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    render(<InviteLink worldId="w-lantern" visibility="public" isOwner={false} />);
    await userEvent.click(screen.getByRole('button', { name: INVITE_MESSAGES.copy }));
    expect(await screen.findByRole('textbox', { name: INVITE_MESSAGES.fieldLabel })).toHaveValue(playUrl('w-lantern'));
  });

  it('offers no link for a private world: its owner reads how to share it, anyone else nothing', () => {
    const { rerender, container } = render(<InviteLink worldId="w-lantern" visibility="private" isOwner />);
    expect(screen.getByText(INVITE_MESSAGES.privateWorld)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('/game/');
    rerender(<InviteLink worldId="w-lantern" visibility="private" isOwner={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
