import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('pitches an ad-free, data-selling-free internet and links into the game', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Authentic Internet' })).toBeInTheDocument();
    expect(screen.getByText(/no ads, no tracking, no selling your data/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter A New World' })).toHaveAttribute('href', '/game');
  });

  it('shows the three pillars', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const pillars = within(screen.getByRole('list')).getAllByRole('heading', { level: 3 });
    expect(pillars.map((h) => h.textContent)).toEqual(['Freedom', 'Authenticity', 'Creation']);
  });

  it('offers Login and Register only when signed out', () => {
    const { rerender } = render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    rerender(
      <MemoryRouter>
        <HomePage signedIn />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
