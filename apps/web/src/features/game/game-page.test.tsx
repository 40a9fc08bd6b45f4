import { GAME_SCREEN_MESSAGES, LOCAL_GAME_STATE_KEYS, NPC_TALK_TEXTS, SCREEN_MESSAGES } from '@authentic/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_LOADING_MS, GamePage } from './game-page';
import { preloadGamePanels } from './game-panels';
import { HINT_FOLD_MS } from './hint-line';

function renderGame(path = '/game', onSaveQuote?: () => void) {
  const router = createMemoryRouter([{ path: '/game', element: <GamePage onSaveQuote={onSaveQuote} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  act(() => vi.advanceTimersByTime(GAME_LOADING_MS));
}

const location = () => screen.getByRole('status', { name: 'Location' });
const key = (name: string, target: Element | Window = window) =>
  act(() => void fireEvent.keyDown(target, { key: name }));

describe('game page', () => {
  // The dialogs load as the game screen preloads them once playable (decision 0254); loaded first
  // here, a key opens its dialog in the same tick, as it does for a player.
  beforeAll(() => preloadGamePanels());

  beforeEach(() => {
    localStorage.clear();
    // jsdom draws nothing; the renderer is skipped as in a browser without a 2D context.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the loading screen for 2.5 s, then the game at the guest start', () => {
    const router = createMemoryRouter([{ path: '/game', element: <GamePage /> }], { initialEntries: ['/game'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText(SCREEN_MESSAGES.gameLoadingTitle)).toBeInTheDocument();
    expect(screen.getByText(SCREEN_MESSAGES.gameLoadingDetail)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(GAME_LOADING_MS));
    expect(screen.queryByText(SCREEN_MESSAGES.gameLoadingTitle)).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('Overworld, row 1, column 1');
    expect(screen.getByText(SCREEN_MESSAGES.gameHint)).toBeInTheDocument();
    for (const name of ['Inventory', 'World Map', 'Saved Quotes', 'World Guide', 'Hide Artifacts', 'Feedback']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('walks with the arrow keys and saves the cell for a reload', () => {
    renderGame();
    key('ArrowDown');
    expect(location()).toHaveTextContent('Overworld, row 2, column 1');
    expect(JSON.parse(localStorage.getItem(LOCAL_GAME_STATE_KEYS.checkpoint) ?? '')).toEqual({
      mapName: 'Overworld',
      position: { x: 1, y: 2 },
    });
  });

  it('opens each panel with its key and closes it with the same key or Escape', () => {
    renderGame();
    for (const [name, title] of [
      ['i', 'Inventory'],
      ['m', 'World Map'],
    ] as const) {
      key(name);
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
      expect(screen.queryByText(SCREEN_MESSAGES.gameHint)).not.toBeInTheDocument();
      key(name);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      key(name);
      key('Escape', document.activeElement ?? window);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });

  it('opens feedback with F and ignores game keys typed into it', async () => {
    renderGame();
    // The feedback form loads when first opened: real time, so its chunk can arrive.
    vi.useRealTimers();
    key('f');
    const dialog = await screen.findByRole('dialog', { name: 'Send Feedback' });
    const field = within(dialog).getByLabelText('How was your gameplay experience? (required)');
    key('f', field);
    key('ArrowDown', field);
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('row 1, column 1');
  });

  it("opens the inventory and the saved quotes on the nav bar's events", () => {
    renderGame();
    act(() => void window.dispatchEvent(new Event('showQuotes')));
    expect(screen.getByRole('dialog', { name: 'Saved Quotes' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('showInventory')));
    expect(screen.getByRole('dialog', { name: 'Inventory' })).toBeInTheDocument();
  });

  it('talks to a nearby NPC with T and offers to save the quote', () => {
    // Ada Lovelace stands still at (11,3) in Dungeon Level 1.
    localStorage.setItem(
      LOCAL_GAME_STATE_KEYS.checkpoint,
      JSON.stringify({ mapName: 'Dungeon Level 1', position: { x: 11, y: 4 } }),
    );
    const onSaveQuote = vi.fn();
    renderGame('/game', onSaveQuote);
    expect(location()).toHaveTextContent('Dungeon Level 1, row 4, column 11');
    key('t');
    const dialog = screen.getByRole('dialog', { name: 'Ada Lovelace' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Quote' }));
    expect(onSaveQuote).toHaveBeenCalledWith(expect.objectContaining({ text: expect.any(String) }));
  });

  it("offers no Save for a guide's tips (decision 0244)", () => {
    localStorage.setItem(
      LOCAL_GAME_STATE_KEYS.checkpoint,
      JSON.stringify({ mapName: 'Overworld', position: { x: 4, y: 2 } }),
    );
    renderGame('/game', vi.fn());
    key('t');
    const dialog = screen.getByRole('dialog', { name: 'Guide' });
    expect(within(dialog).getByRole('button', { name: 'Goodbye' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save Quote' })).not.toBeInTheDocument();
  });

  it('says why T did nothing when nobody is in reach', () => {
    renderGame();
    key('t');
    expect(screen.getByText(NPC_TALK_TEXTS.nobodyNear)).toBeInTheDocument();
  });

  it('names the special world in the debug overlay only with ?debug', () => {
    renderGame('/game?debug');
    expect(screen.getByText('Special world: none')).toBeInTheDocument();
  });

  it("shows the HUD with the map name and a guest, and this map's portal rule under the hint", () => {
    renderGame();
    const hud = screen.getByRole('region', { name: GAME_SCREEN_MESSAGES.hud });
    expect(hud).toHaveTextContent('Overworld');
    expect(hud).toHaveTextContent(GAME_SCREEN_MESSAGES.guest);
    expect(screen.getByText(GAME_SCREEN_MESSAGES.portalsHere.roadOne('Overworld 2'))).toBeInTheDocument();
    expect(screen.queryByText(/Yosemite/)).not.toBeInTheDocument();
  });

  it('folds the hint to its first line after the first minute of play, and shows it only with no panel open', () => {
    renderGame();
    const rule = GAME_SCREEN_MESSAGES.portalsHere.roadOne('Overworld 2');
    act(() => vi.advanceTimersByTime(HINT_FOLD_MS - 1000));
    expect(screen.getByText(rule)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(rule)).not.toBeInTheDocument();
    expect(screen.getByText(SCREEN_MESSAGES.gameHint)).toBeInTheDocument();
    key('i');
    expect(screen.queryByText(SCREEN_MESSAGES.gameHint)).not.toBeInTheDocument();
  });

  it("in Yosemite the hint's second line says its portals wait for Space", () => {
    const inYosemite = { mapName: 'Yosemite', position: { x: 4, y: 4 } };
    localStorage.setItem(LOCAL_GAME_STATE_KEYS.checkpoint, JSON.stringify(inYosemite));
    renderGame();
    expect(screen.getByText(GAME_SCREEN_MESSAGES.portalsHere.wait(GAME_SCREEN_MESSAGES.portalKey))).toBeInTheDocument();
  });

  it('gives focus back to the map when a panel closes', () => {
    renderGame();
    const inventory = screen.getByRole('button', { name: 'Inventory' });
    inventory.focus();
    act(() => fireEvent.click(inventory));
    expect(screen.getByRole('dialog', { name: 'Inventory' })).toBeInTheDocument();
    key('Escape', document.activeElement ?? window);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: GAME_SCREEN_MESSAGES.gameWorld })).toHaveFocus();
  });

  it('on a coarse pointer the hint speaks of taps and the pad has Talk, Interact, Portal and Inventory', () => {
    // jsdom has no matchMedia: a touch screen's answer, for this test only.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query }));
    renderGame();
    expect(screen.getByText(GAME_SCREEN_MESSAGES.gameHintTouch)).toBeInTheDocument();
    expect(screen.queryByText(SCREEN_MESSAGES.gameHint)).not.toBeInTheDocument();
    for (const name of ['Move up', 'Talk', 'Interact', 'Portal', 'Inventory']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Move down' }));
    expect(location()).toHaveTextContent('Overworld, row 2, column 1');
  });

  it("on a coarse pointer a portal's prompt names the Portal button, not the Space key", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query }));
    const onReturnPortal = { mapName: 'Yosemite', position: { x: 8, y: 8 } };
    localStorage.setItem(LOCAL_GAME_STATE_KEYS.checkpoint, JSON.stringify(onReturnPortal));
    renderGame();
    expect(screen.getByText('Tap Portal to return to Overworld 3')).toBeInTheDocument();
    expect(screen.getByText(GAME_SCREEN_MESSAGES.portalsHere.wait(GAME_SCREEN_MESSAGES.portalTap))).toBeInTheDocument();
    // No key is named anywhere in the hint or the prompt on a touch screen.
    const bottom = document.querySelector('.game-bottom');
    expect(bottom?.textContent).not.toMatch(/\b(press|Space|SPACE|key)\b|'[A-Z]'|wait for Portal/);
  });
});
