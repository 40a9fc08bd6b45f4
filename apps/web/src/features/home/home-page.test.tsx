import { HOME_MESSAGES, SCREEN_MESSAGES, todaysWisdomQuotes, quoteOfTheDay } from '@authentic/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateIso } from '../../lib/local-date';
import { HomePage, type HomePageProps } from './home-page';
import { BIRD_FLIGHT_MS, MAGIC_BUTTON_DELAY_MS } from './world-maker';

function renderHome(props: Partial<HomePageProps> = {}) {
  const onSaveQuote = props.onSaveQuote ?? vi.fn(async () => 'saved' as const);
  const view = render(
    <MemoryRouter>
      <HomePage onSaveQuote={onSaveQuote} {...props} />
    </MemoryRouter>,
  );
  return { ...view, onSaveQuote };
}

describe('HomePage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pitches an ad-free, data-selling-free internet and links into the game', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Authentic Internet' })).toBeInTheDocument();
    expect(screen.getByText(/no ads, no tracking, no selling your data/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HOME_MESSAGES.enterWorld })).toHaveAttribute('href', '/game');
  });

  it('shows the three pillars', () => {
    renderHome();
    const pillarsSection = screen.getByRole('region', { name: 'What we stand for' });
    const pillars = within(pillarsSection).getAllByRole('heading', { level: 3 });
    expect(pillars.map((h) => h.textContent)).toEqual(['Freedom', 'Authenticity', 'Creation']);
  });

  it('offers Login and Register, and no Your Worlds, when signed out', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('heading', { name: SCREEN_MESSAGES.yourWorlds })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SCREEN_MESSAGES.createNewWorld })).not.toBeInTheDocument();
  });

  it('shows Your Worlds with the given list and the way to the dashboard when signed in', () => {
    renderHome({ signedIn: true, yourWorlds: <p>the worlds slot</p> });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: SCREEN_MESSAGES.yourWorlds });
    expect(within(section).getByText('the worlds slot')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: HOME_MESSAGES.goToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('reveals the secret, then the magical button after 2 s, whose bird flies for 2 s', () => {
    vi.useFakeTimers();
    const onMagic = vi.fn();
    renderHome({ signedIn: true, onMagic });
    const create = screen.getByRole('button', { name: SCREEN_MESSAGES.createNewWorld });
    expect(create).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(create);
    expect(create).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(HOME_MESSAGES.secretMessage)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SCREEN_MESSAGES.pressTheButton })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(MAGIC_BUTTON_DELAY_MS - 1));
    expect(screen.queryByRole('button', { name: SCREEN_MESSAGES.pressTheButton })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const magic = screen.getByRole('button', { name: SCREEN_MESSAGES.pressTheButton });
    expect(screen.getByRole('link', { name: HOME_MESSAGES.buildRealWorld })).toHaveAttribute('href', '/worlds/create');

    fireEvent.click(magic);
    expect(onMagic).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: HOME_MESSAGES.birdLabel })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(BIRD_FLIGHT_MS - 1));
    expect(screen.getByRole('img', { name: HOME_MESSAGES.birdLabel })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('img', { name: HOME_MESSAGES.birdLabel })).not.toBeInTheDocument();
  });
});

describe("HomePage's Today's Wisdom", () => {
  const today = localDateIso(new Date());

  it('shows an inspiration, a wisdom and a literary quote, and the Quote of the Day, for everyone', () => {
    renderHome();
    const cards = todaysWisdomQuotes(today);
    for (const [label, quote] of [
      ['Inspiration quote', cards[0]],
      ['Wisdom quote', cards[1]],
      ['Literary quote', cards[2]],
    ] as const) {
      const figure = screen.getByRole('figure', { name: label });
      expect(figure).toHaveTextContent(quote!.text);
      expect(figure.closest('li')).toContainElement(
        within(figure.closest('li')!).getByRole('button', { name: HOME_MESSAGES.saveToCollection }),
      );
    }
    const featured = screen.getByRole('figure', { name: HOME_MESSAGES.quoteOfTheDay });
    expect(featured).toHaveTextContent(quoteOfTheDay(today).text);
    expect(screen.getByRole('link', { name: HOME_MESSAGES.enterTheGame })).toHaveAttribute('href', '/game');
    expect(screen.getAllByRole('button', { name: HOME_MESSAGES.saveToCollection })).toHaveLength(4);
  });

  it('saves the quote with its author, source and category, busy while saving and Saved after', async () => {
    let finish: (outcome: 'saved') => void = () => {};
    const onSaveQuote = vi.fn(() => new Promise<'saved'>((resolve) => (finish = resolve)));
    renderHome({ onSaveQuote });
    const quote = todaysWisdomQuotes(today)[1]!;
    const card = screen.getByRole('figure', { name: 'Wisdom quote' }).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: HOME_MESSAGES.saveToCollection }));
    expect(onSaveQuote).toHaveBeenCalledWith({
      text: quote.text,
      author: quote.author,
      source: quote.source,
      type: 'wisdom',
    });
    const busy = within(card).getByRole('button', { name: HOME_MESSAGES.saving });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish('saved'));
    const saved = within(card).getByRole('button', { name: `✓ ${HOME_MESSAGES.saved}` });
    expect(saved).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(saved);
    expect(onSaveQuote).toHaveBeenCalledTimes(1);
  });

  it('lets the player try again when saving did not happen', async () => {
    const onSaveQuote = vi.fn(async () => 'loginRequired' as const);
    renderHome({ onSaveQuote });
    const featured = screen.getByRole('figure', { name: HOME_MESSAGES.quoteOfTheDay }).parentElement!;
    await act(async () => {
      fireEvent.click(within(featured).getByRole('button', { name: HOME_MESSAGES.saveToCollection }));
    });
    expect(within(featured).getByRole('button', { name: HOME_MESSAGES.saveToCollection })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('holds saving while the collection loads', () => {
    const { onSaveQuote } = renderHome({ saveReady: false });
    fireEvent.click(screen.getAllByRole('button', { name: HOME_MESSAGES.saveToCollection })[0]!);
    expect(onSaveQuote).not.toHaveBeenCalled();
  });
});
