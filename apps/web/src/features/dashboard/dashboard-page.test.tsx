import { BUILT_IN_ARTIFACTS, NPC_CATALOGUE_IDS, WORLD_MESSAGES } from '@authentic/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { storeSignedInSession } from '../../test/session';
import { makeWorld, stubWorldServer } from '../../test/worlds-test-server';

function renderDashboard() {
  storeSignedInSession();
  return renderApp('/dashboard');
}

describe('DashboardPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('greets a returning player and shows their level bar from the game state', async () => {
    stubWorldServer({ experience: 1100 });
    renderDashboard();
    expect(await screen.findByText('Welcome back, ada!')).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Experience to level 6' });
    expect(bar).toHaveAttribute('aria-valuenow', '1100');
    expect(bar).toHaveAttribute('aria-valuemax', '1250');
    expect(screen.getByRole('heading', { name: 'Level 5 · Legendary Explorer' })).toBeInTheDocument();
    expect(screen.getByText('1100 / 1250 XP · 40% to level 6')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Quote of the day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Continue Adventure' })).toHaveAttribute('href', '/game');
  });

  it('welcomes a brand-new player without "back" and invites the first world', async () => {
    stubWorldServer();
    renderDashboard();
    expect(await screen.findByText('Welcome, ada!')).toBeInTheDocument();
    expect(screen.getByText(/You have no development worlds yet/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Experience to level 2' })).toHaveAttribute('aria-valuemax', '250');
  });

  it('links the Main World card to /game with the built-in counts', async () => {
    stubWorldServer();
    renderDashboard();
    const card = await screen.findByRole('link', { name: /Main World/ });
    expect(card).toHaveAttribute('href', '/game');
    expect(card).toHaveTextContent(`${BUILT_IN_ARTIFACTS.length} artifacts · ${NPC_CATALOGUE_IDS.length} NPCs`);
  });

  it('lists development worlds with their counts, visibility and link', async () => {
    stubWorldServer({
      worlds: [
        makeWorld({ _id: 'w-a', name: 'Mistwood', isPublic: true, games: ['g1'], npcs: ['n1', 'n2'], artifacts: [] }),
        makeWorld({ _id: 'w-b', name: 'Dunes', isPublic: false }),
      ],
    });
    renderDashboard();
    const grid = await screen.findByRole('list', { name: 'Development worlds' });
    const mistwood = within(grid).getByRole('link', { name: /Mistwood/ });
    expect(mistwood).toHaveAttribute('href', '/world/w-a');
    expect(mistwood).toHaveTextContent('1 game · 2 NPCs · 0 artifacts');
    expect(mistwood).toHaveTextContent('Public');
    expect(within(grid).getByRole('link', { name: /Dunes/ })).toHaveTextContent('Private');
    expect(screen.getByText('Welcome back, ada!')).toBeInTheDocument();
  });

  it('says when the worlds cannot be loaded', async () => {
    stubWorldServer({ failList: true });
    renderDashboard();
    expect(await screen.findByText(WORLD_MESSAGES.loadFailed, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('validates the Create Development World form, then posts it and refreshes the grid', async () => {
    const server = stubWorldServer();
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Development World' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Development World' });
    await userEvent.type(within(dialog).getByLabelText('World name'), 'ab');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create World' }));
    expect(within(dialog).getByText(WORLD_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(WORLD_MESSAGES.descriptionTooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(WORLD_MESSAGES.mapTypeRequired)).toBeInTheDocument();
    expect(server.posts).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('World name'), 'cdef');
    await userEvent.type(within(dialog).getByLabelText('Description'), ' of fog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Map type'), 'Sci-fi');
    await userEvent.click(within(dialog).getByLabelText('Make this world public'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create World' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.posts).toEqual([
      { name: 'abcdef', description: 'too short of fog', mapType: 'scifi', isPublic: true },
    ]);
    const grid = await screen.findByRole('list', { name: 'Development worlds' });
    expect(within(grid).getByRole('link', { name: /abcdef/ })).toHaveAttribute('href', '/world/new-world');
  });

  it('keeps the modal open with the failure message when creation fails', async () => {
    stubWorldServer({ failCreate: { status: 500, body: { success: false } } });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Development World' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('World name'), 'Mistwood');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'A foggy forest world');
    await userEvent.selectOptions(within(dialog).getByLabelText('Map type'), 'Mystery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create World' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WORLD_MESSAGES.createFailed);
  });
});
