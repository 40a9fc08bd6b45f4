import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORLD_BUILDER_MESSAGES } from '@authentic/core';
import { renderApp } from '../../test/render-app';
import { storeSignedInSession } from '../../test/session';
import { makeWorld, stubWorldServer } from '../../test/worlds-test-server';

const MB = 1024 * 1024;

/** The dashboard's Development Worlds say how full the player's storage is and how many worlds they keep (decision 0260). */
describe('Development Worlds: storage and the world cap', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the storage used and the worlds of the cap', async () => {
    stubWorldServer({
      worlds: [makeWorld({ name: 'Mistwood' })],
      storage: { usedBytes: Math.round(12.3 * MB), limitBytes: 200 * MB, worlds: 1, worldLimit: 20 },
    });
    storeSignedInSession();
    renderApp('/dashboard');
    const bar = await screen.findByRole('progressbar', { name: WORLD_BUILDER_MESSAGES.storageLabel });
    expect(bar).toHaveAttribute('aria-valuetext', WORLD_BUILDER_MESSAGES.storageUsed('12.3 MB', '200 MB'));
    expect(
      screen.getByText(
        `${WORLD_BUILDER_MESSAGES.storageUsed('12.3 MB', '200 MB')} ${WORLD_BUILDER_MESSAGES.worldsUsed(1, 20)}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(WORLD_BUILDER_MESSAGES.worldLimit(20))).not.toBeInTheDocument();
  });

  it('says when no more worlds may be created, and shows the refusal in the form', async () => {
    const server = stubWorldServer({
      worlds: [makeWorld({ name: 'One' }), makeWorld({ name: 'Two' })],
      storage: { usedBytes: 300 * 1024, limitBytes: 200 * MB, worlds: 2, worldLimit: 2 },
      failCreate: { status: 403, body: { success: false, message: WORLD_BUILDER_MESSAGES.worldLimit(2) } },
    });
    storeSignedInSession();
    renderApp('/dashboard');
    const section = (await screen.findByRole('heading', { name: 'Development Worlds' })).closest('section')!;
    expect(await within(section).findByText(WORLD_BUILDER_MESSAGES.worldLimit(2))).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Create Development World' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Development World' });
    await userEvent.type(within(dialog).getByLabelText('World name'), 'Three');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'A third world, too many.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Map type'), 'fantasy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create World' }));
    expect(await within(dialog).findByText(WORLD_BUILDER_MESSAGES.worldLimit(2))).toBeInTheDocument();
    expect(server.posts).toHaveLength(1);
  });
});
