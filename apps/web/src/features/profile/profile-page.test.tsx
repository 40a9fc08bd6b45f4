import { ACCOUNT_SETTINGS_MESSAGES, FRIEND_MESSAGES, PROFILE_MESSAGES } from '@authentic/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../lib/storage';
import { renderApp } from '../../test/render-app';
import { storeSignedInSession } from '../../test/session';
import { stubProfileServer, summary } from './profile-test-server';

function renderProfile(path = '/profile') {
  storeSignedInSession();
  return renderApp(path);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('ProfilePage', () => {
  it('Game Stats: level badge and title, experience bar, counts, and the latest quotes cut at 50', async () => {
    const long = 'A journey of a thousand miles begins with a single step, they say.';
    stubProfileServer({
      stats: {
        ...stubProfileServer().stats,
        recentQuotes: [
          { text: long, author: 'Lao Tzu', timestamp: '2026-11-20T00:00:00.000Z' },
          { text: 'Short and sweet.', author: 'Ada', timestamp: '2026-11-19T00:00:00.000Z' },
        ],
      },
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('tab', { name: 'Game Stats' }));
    expect(await screen.findByRole('heading', { name: 'Level 2 · Aspiring Explorer' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Experience to level 3' })).toHaveAttribute('aria-valuenow', '300');
    const stat = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div');
    expect(stat('Artifacts created')).toHaveTextContent('4');
    expect(stat('Saved quotes')).toHaveTextContent('5');
    expect(stat('Friends')).toHaveTextContent('1');
    const recent = screen.getByRole('list', { name: 'Latest saved quotes' });
    expect(recent).toHaveTextContent(`${long.slice(0, 50)}...`);
    expect(recent).not.toHaveTextContent(long);
    expect(recent).toHaveTextContent('Short and sweet.');
  });

  it('keeps the open tab in the address, and the tabs work by keyboard', async () => {
    stubProfileServer();
    const user = userEvent.setup();
    const router = renderProfile('/profile?tab=achievements');
    expect(await screen.findByRole('tab', { name: 'Achievements' })).toHaveAttribute('aria-selected', 'true');
    screen.getByRole('tab', { name: 'Achievements' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=friends');
  });

  it('Game Stats says so when the data cannot be loaded', async () => {
    stubProfileServer({ failStats: true });
    renderProfile('/profile?tab=stats');
    expect(await screen.findByText(PROFILE_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Achievements: the earned ones with their date, and Artifact Master, Literary Explorer, World Explorer locked', async () => {
    stubProfileServer({
      stats: {
        ...stubProfileServer().stats,
        achievements: [
          {
            id: 'first_discovery',
            name: 'First Discovery',
            description: 'Discover your first artifact',
            type: 'discovery',
            unlockedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
    });
    renderProfile('/profile?tab=achievements');
    const earned = await screen.findByRole('list', { name: 'Earned achievements' });
    expect(earned).toHaveTextContent('First Discovery');
    expect(
      within(earned)
        .getByText(/Earned on/)
        .querySelector('time'),
    ).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
    const locked = screen.getByRole('list', { name: 'Locked achievements' });
    for (const name of ['Artifact Master', 'Literary Explorer', 'World Explorer']) {
      expect(within(locked).getByRole('heading', { name: `${name} (locked)` })).toBeInTheDocument();
    }
    expect(locked).toHaveTextContent('How to earn it: Create 10 artifacts');
  });

  it('Account settings: a new username asks for the current password, is saved, and shown in the nav bar', async () => {
    const server = stubProfileServer();
    const user = userEvent.setup();
    renderProfile();
    const form = (await screen.findByRole('heading', { name: 'Account settings' })).closest('section')!;
    const name = within(form).getByLabelText('Username');
    await user.clear(name);
    await user.type(name, 'ada_lovelace');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(ACCOUNT_SETTINGS_MESSAGES.currentPasswordForAccount);
    expect(server.updates).toEqual([]);
    await user.type(within(form).getByLabelText('Current password'), 'secret-1');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(PROFILE_MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(server.updates).toEqual([{ username: 'ada_lovelace', currentPassword: 'secret-1' }]);
    expect(readSession()?.user.username).toBe('ada_lovelace');
  });

  it("Account settings: a new e-mail asks for the current password; the server's refusal is shown", async () => {
    const server = stubProfileServer({
      failUpdate: { status: 409, message: 'An account with that e-mail already exists' },
    });
    const user = userEvent.setup();
    renderProfile();
    const form = (await screen.findByRole('heading', { name: 'Account settings' })).closest('section')!;
    const email = within(form).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(ACCOUNT_SETTINGS_MESSAGES.currentPasswordForAccount);
    await user.type(within(form).getByLabelText('Current password'), 'secret-1');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('An account with that e-mail already exists')).toBeInTheDocument();
    expect(server.updates).toEqual([{ email: 'taken@example.com', currentPassword: 'secret-1' }]);
  });

  it('Change password: checked before sending, then this device keeps going with its new tokens', async () => {
    const server = stubProfileServer();
    const user = userEvent.setup();
    renderProfile();
    const form = (await screen.findByRole('heading', { name: 'Change password' })).closest('section')!;
    await user.type(within(form).getByLabelText('Current password'), 'old-secret');
    await user.type(within(form).getByLabelText('New password'), 'new-secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'other');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(server.updates).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/Profile updated successfully!/)).toBeInTheDocument();
    expect(server.updates).toEqual([{ currentPassword: 'old-secret', newPassword: 'new-secret' }]);
    expect(readSession()?.refreshToken).toBe('new-refresh-token');
  });

  it('Avatar: a file is required, images only, and an upload shows the spec message and the nav avatar', async () => {
    const server = stubProfileServer();
    const user = userEvent.setup({ applyAccept: false });
    renderProfile();
    const section = (await screen.findByRole('heading', { name: 'Avatar' })).closest('section')!;
    await user.click(within(section).getByRole('button', { name: 'Upload avatar' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.fileRequired);
    const input = within(section).getByLabelText('Choose an avatar image');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.imageOnly);
    await user.upload(input, new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await user.click(within(section).getByRole('button', { name: 'Upload avatar' }));
    expect(await within(section).findByText(PROFILE_MESSAGES.avatarUploaded)).toBeInTheDocument();
    expect(server.avatarUploads).toBe(1);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Profile' }).querySelector('img')).toHaveAttribute(
        'src',
        '/uploads/avatar.png',
      ),
    );
  });

  it('Pixel avatar: a saved drawing says it was uploaded, and drawing again takes the stale message away', async () => {
    const server = stubProfileServer();
    const user = userEvent.setup();
    renderProfile();
    const section = (await screen.findByRole('heading', { name: 'Pixel avatar' })).closest('section')!;
    const grid = within(section).getByRole('application', { name: /^Drawing grid/ });
    grid.focus();
    await user.keyboard(' ');
    await user.click(within(section).getByRole('button', { name: 'Save as avatar' }));
    expect(await within(section).findByText(PROFILE_MESSAGES.avatarUploaded)).toBeInTheDocument();
    expect(server.avatarUploads).toBe(1);
    grid.focus();
    await user.keyboard('{ArrowRight} ');
    expect(within(section).queryByText(PROFILE_MESSAGES.avatarUploaded)).not.toBeInTheDocument();
  });

  it('Pixel avatar upload: a file of 2MB or more is refused with the spec message', async () => {
    stubProfileServer();
    const user = userEvent.setup();
    renderProfile();
    const section = (await screen.findByRole('heading', { name: 'Pixel avatar' })).closest('section')!;
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(within(section).getByLabelText('Choose a pixel-art image'), big);
    expect(within(section).getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.avatarTooLarge);
  });

  it('Friends: find a player and send a request; accept one received; remove a friend after confirming', async () => {
    const server = stubProfileServer({
      search: [{ ...summary('grace'), relation: 'none' }],
      friends: {
        success: true,
        friends: [{ ...summary('linus'), online: false, mapName: null, joinable: false }],
        incoming: [
          { id: 'r1', from: summary('alan'), to: summary('ada', 'u1'), createdAt: '2026-11-20T00:00:00.000Z' },
        ],
        outgoing: [],
      },
    });
    const user = userEvent.setup();
    renderProfile('/profile?tab=friends');
    await user.type(await screen.findByLabelText('Username'), 'gr');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('list', { name: 'Players found' });
    expect(within(found).getByRole('link', { name: 'grace' })).toHaveAttribute('href', '/players/grace');
    await user.click(within(found).getByRole('button', { name: 'Send a friend request to grace' }));
    expect(await screen.findByText('Friend request sent to grace')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept alan' }));
    expect(await screen.findByText(FRIEND_MESSAGES.nowFriends('alan'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove linus' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove linus' }));
    await waitFor(() => expect(server.friendCalls).toContain('DELETE /api/friends/id-linus'));
    expect(server.friendCalls).toEqual([
      'POST /api/friends/requests',
      'POST /api/friends/requests/r1/accept',
      'DELETE /api/friends/id-linus',
    ]);
  });

  it('Friends: a search of one letter asks for two', async () => {
    stubProfileServer();
    const user = userEvent.setup();
    renderProfile('/profile?tab=friends');
    await user.type(await screen.findByLabelText('Username'), 'g');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(FRIEND_MESSAGES.searchTooShort)).toBeInTheDocument();
  });

  it('Sign out on all devices ends the session here too and opens Login', async () => {
    const server = stubProfileServer();
    const user = userEvent.setup();
    const router = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign out on all devices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.friendCalls).toContain('POST /api/auth/logout-all');
    expect(readSession()).toBeNull();
  });
});
