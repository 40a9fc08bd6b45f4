import { WORLD_MESSAGES } from '@authentic/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { storeSignedInSession } from '../test/session';

const renderAt = renderApp;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const PROTECTED: Array<[string, string]> = [
  ['/dashboard', 'Dashboard'],
  ['/artifacts', 'Artifacts'],
  ['/artifacts/abc', 'Artifacts'],
  ['/worlds/create', 'Create a world'],
];

describe('routes', () => {
  it.each([
    ['/', 'Authentic Internet'],
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password?token=abcdefghijkl', 'Choose a new password'],
    ['/game', 'Game'],
    ['/game/main/forest', 'Game'],
  ])('%s shows its screen to anyone', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/profile shows a guest the login/register prompt, not the profile', async () => {
    renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText(/Log in or register to see your profile/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it.each(PROTECTED)('%s sends a guest to the login screen', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: path });
  });

  it.each(PROTECTED)('%s shows its screen when signed in', async (path, heading) => {
    storeSignedInSession();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([false, true])('/world/w1 starts loading its world, for a guest too (signed in: %s)', async (signedIn) => {
    // Its heading is the world's name, which needs a server (features/worlds/world-page.test.tsx).
    if (signedIn) storeSignedInSession();
    const router = renderAt('/world/w1');
    expect(await screen.findByText(WORLD_MESSAGES.loadingWorld)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/world/w1');
  });

  it('sends an unknown path to the home page', async () => {
    const router = renderAt('/no/such/place');
    expect(await screen.findByRole('link', { name: 'Enter A New World' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("lets a guest open a player's world in the game from its link (issue 34), not the login screen", async () => {
    const path = '/game/6f1c2a52-3d1e-4c4b-9a7e-0d5a3f1b2c3d';
    const router = renderAt(path);
    expect(await screen.findByText(WORLD_MESSAGES.loadingWorld)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('heading', { level: 1, name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('navigation bar', () => {
  it('offers Login and Register to a guest', async () => {
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Login');
    expect(screen.getAllByRole('link', { name: 'Register' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Authentic Internet/ })).toHaveAttribute('href', '/');
  });

  it('shows Inventory and Quotes only on play paths, and they broadcast window events', async () => {
    renderAt('/game');
    const user = userEvent.setup();
    const heard: string[] = [];
    const listen = (name: string) => {
      const handler = () => heard.push(name);
      window.addEventListener(name, handler);
      return () => window.removeEventListener(name, handler);
    };
    const stops = [listen('showInventory'), listen('showQuotes')];
    await user.click(await screen.findByRole('button', { name: 'Inventory' }));
    await user.click(screen.getByRole('button', { name: 'Quotes' }));
    stops.forEach((stop) => stop());
    expect(heard).toEqual(['showInventory', 'showQuotes']);
  });

  it('shows Dashboard, Artifacts, Profile and Logout when signed in', async () => {
    storeSignedInSession();
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Artifacts', 'Profile']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('hides Inventory and Quotes elsewhere', async () => {
    storeSignedInSession();
    renderAt('/profile');
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.queryByRole('button', { name: 'Inventory' })).not.toBeInTheDocument();
  });

  it('opens and closes the mobile menu, and a link closes it', async () => {
    const router = renderAt('/');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveAttribute('data-open', 'true');
    await user.click(screen.getAllByRole('link', { name: 'Login' })[0]!);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the tab after the screen', async () => {
    storeSignedInSession();
    renderAt('/profile');
    await screen.findByRole('heading', { name: 'Profile' });
    await vi.waitFor(() => expect(document.title).toBe('Profile · Authentic Internet'));
  });
});
