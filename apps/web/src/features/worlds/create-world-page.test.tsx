import { WORLD_MESSAGES } from '@authentic/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { storeSignedInSession } from '../../test/session';
import { stubWorldServer } from '../../test/worlds-test-server';

describe('CreateWorldPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('posts name, description and type, then opens the new world', async () => {
    const server = stubWorldServer();
    storeSignedInSession();
    const router = renderApp('/worlds/create');
    await userEvent.type(await screen.findByLabelText('World name'), 'Mistwood');
    await userEvent.type(screen.getByLabelText('Description'), 'A foggy forest world');
    await userEvent.selectOptions(screen.getByLabelText('Map type'), 'Post-apocalyptic');
    await userEvent.click(screen.getByRole('button', { name: 'Create World' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/world/new-world'));
    expect(server.posts).toEqual([
      { name: 'Mistwood', description: 'A foggy forest world', type: 'post-apocalyptic', isPublic: false },
    ]);
  });

  it('shows the server message when creation is refused', async () => {
    stubWorldServer({ failCreate: { status: 400, body: { success: false, message: 'World name already taken' } } });
    storeSignedInSession();
    const router = renderApp('/worlds/create');
    await userEvent.type(await screen.findByLabelText('World name'), 'Mistwood');
    await userEvent.type(screen.getByLabelText('Description'), 'A foggy forest world');
    await userEvent.selectOptions(screen.getByLabelText('Map type'), 'Fantasy');
    await userEvent.click(screen.getByRole('button', { name: 'Create World' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('World name already taken');
    expect(router.state.location.pathname).toBe('/worlds/create');
  });

  it('refuses a world without a map type', async () => {
    const server = stubWorldServer();
    storeSignedInSession();
    renderApp('/worlds/create');
    await userEvent.type(await screen.findByLabelText('World name'), 'Mistwood');
    await userEvent.type(screen.getByLabelText('Description'), 'A foggy forest world');
    await userEvent.click(screen.getByRole('button', { name: 'Create World' }));
    expect(screen.getByText(WORLD_MESSAGES.mapTypeRequired)).toBeInTheDocument();
    expect(server.posts).toEqual([]);
  });
});
