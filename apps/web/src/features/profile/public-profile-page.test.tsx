import { PUBLIC_PROFILE_MESSAGES } from '@authentic/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { stubProfileServer, summary } from './profile-test-server';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PublicProfilePage', () => {
  it("shows a player's level, title, achievements and public artifacts to anyone", async () => {
    stubProfileServer({
      player: {
        ...summary('grace'),
        experience: 300,
        createdAt: '2026-11-01T00:00:00.000Z',
        friendsCount: 3,
        achievements: [
          {
            id: 'first_discovery',
            name: 'First Discovery',
            description: 'Discover your first artifact',
            type: 'discovery',
            unlockedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        artifacts: [],
      },
    });
    renderApp('/players/grace');
    expect(await screen.findByRole('heading', { level: 1, name: 'grace' })).toBeInTheDocument();
    expect(screen.getByText('Level 2 · Aspiring Explorer')).toBeInTheDocument();
    expect(screen.getByText(/3 friends/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Achievements' })).getByText('First Discovery')).toBeInTheDocument();
    expect(screen.getByText(PUBLIC_PROFILE_MESSAGES.noArtifacts)).toBeInTheDocument();
  });

  it('says so when there is no such player', async () => {
    stubProfileServer();
    renderApp('/players/nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: PUBLIC_PROFILE_MESSAGES.notFound }),
    ).toBeInTheDocument();
  });
});
