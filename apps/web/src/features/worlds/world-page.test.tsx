import { WORLD_MESSAGES } from '@authentic/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { storeSignedInSession } from '../../test/session';
import { generatedWorld } from './world-test-data';
import { WORLD_PAGE_TEXTS } from './world-page-texts';
import { stubWorldServer } from '../../test/worlds-test-server';

function openWorld(world = generatedWorld(), options: Parameters<typeof stubWorldServer>[0] = {}) {
  const server = stubWorldServer({ worlds: [world], ...options });
  storeSignedInSession();
  renderApp(`/world/${world.id}`);
  return { server, world };
}

describe('WorldPage', () => {
  // jsdom draws nothing; the map picture is the game's, tested there.
  beforeEach(() => void vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("says 'Loading world...' until the world comes", async () => {
    let arrive = () => {};
    openWorld(generatedWorld(), { worldDelay: new Promise<void>((resolve) => (arrive = resolve)) });
    expect(await screen.findByText(WORLD_MESSAGES.loadingWorld)).toHaveAttribute('role', 'status');
    act(() => arrive());
    expect(await screen.findByRole('heading', { level: 1, name: 'Lantern Vale' })).toBeInTheDocument();
  });

  it("says 'World not found' for a world it cannot see, with the way back", async () => {
    stubWorldServer();
    storeSignedInSession();
    renderApp('/world/3f1c2b9e-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: WORLD_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WORLD_PAGE_TEXTS.backToDashboard })).toHaveAttribute('href', '/dashboard');
  });

  it("says 'Failed to load world data' when loading fails, and Try again loads it", async () => {
    const { server } = openWorld(generatedWorld(), { failWorld: 500 });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(WORLD_MESSAGES.loadWorldFailed);
    server.failWorld = null;
    await userEvent.click(within(alert).getByRole('button', { name: WORLD_PAGE_TEXTS.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lantern Vale' })).toBeInTheDocument();
  });

  it('shows the name, description, visibility, creator and weather, and names the tab', async () => {
    openWorld();
    await screen.findByRole('heading', { level: 1, name: 'Lantern Vale' });
    expect(screen.getByText('A valley of lanterns and patient trees.')).toBeInTheDocument();
    expect(screen.getByText(WORLD_PAGE_TEXTS.private)).toBeInTheDocument();
    expect(screen.getByText('Created by ada')).toBeInTheDocument();
    const weather = screen.getByRole('region', { name: WORLD_PAGE_TEXTS.weather });
    expect(weather).toHaveTextContent('18°C');
    expect(weather).toHaveTextContent('Rain');
    expect(document.title).toBe('Lantern Vale · Authentic Internet');
  });

  it('zooms the map between 50% and 200%, and the buttons say when they are at the limit', async () => {
    openWorld();
    const zoomOut = await screen.findByRole('button', { name: WORLD_PAGE_TEXTS.zoomOut });
    const zoomIn = screen.getByRole('button', { name: WORLD_PAGE_TEXTS.zoomIn });
    const level = screen.getByRole('status', { name: WORLD_PAGE_TEXTS.zoom });
    expect(level).toHaveTextContent('100%');
    for (let i = 0; i < 7; i += 1) await userEvent.click(zoomOut);
    expect(level).toHaveTextContent('50%');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    expect(zoomIn).toHaveAttribute('aria-disabled', 'false');
    for (let i = 0; i < 17; i += 1) await userEvent.click(zoomIn);
    expect(level).toHaveTextContent('200%');
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    // The keyboard zooms while the map has focus.
    screen.getByRole('region', { name: WORLD_PAGE_TEXTS.mapOf('Lantern Vale') }).focus();
    await userEvent.keyboard('--');
    expect(level).toHaveTextContent('180%');
  });

  it('links to playing the world and through its portal', async () => {
    const { world } = openWorld();
    expect(await screen.findByRole('link', { name: WORLD_PAGE_TEXTS.play })).toHaveAttribute(
      'href',
      `/game/${world.id}`,
    );
    const portals = screen.getByRole('region', { name: WORLD_PAGE_TEXTS.portals });
    expect(within(portals).getByRole('link', { name: 'Main World' })).toHaveAttribute('href', '/game');
  });

  it('opens the saved quotes and the inventory from the nav bar', async () => {
    openWorld(generatedWorld(), {
      savedQuotes: [
        { text: 'Not all those who wander are lost.', author: 'J. R. R. Tolkien', timestamp: '2026-11-22' },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Lantern Vale' });
    await userEvent.click(screen.getByRole('button', { name: 'Quotes' }));
    const quotes = await screen.findByRole('dialog', { name: 'Saved Quotes' });
    expect(await within(quotes).findByText(/Not all those who wander are lost/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Inventory' }));
    const inventory = await screen.findByRole('dialog', { name: 'Inventory' });
    expect(await within(inventory).findByText(/Your inventory is empty/)).toBeInTheDocument();
  });
});
