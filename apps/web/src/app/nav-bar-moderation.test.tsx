import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavBar } from './nav-bar';

const renderNav = (role?: string) =>
  render(
    <MemoryRouter>
      <NavBar user={{ username: 'ada', role }} />
    </MemoryRouter>,
  );

describe('NavBar: the Moderation link (issue 23)', () => {
  it('is shown to moderators', () => {
    renderNav('moderator');
    expect(screen.getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
  });

  it('is not shown to players', () => {
    renderNav('player');
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
    renderNav(undefined);
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
  });
});
