import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPLORE_MESSAGES, type ExploreCard } from '@authentic/core';
import { renderExplore } from '../../test/render-explore-page';
import { testUser } from '../../test/session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

let counter = 0;
function makeCard(fields: Partial<ExploreCard> = {}): ExploreCard {
  counter += 1;
  return {
    id: `w${counter}`,
    name: `World ${counter}`,
    description: '',
    creator: { id: 'u2', username: 'grace' },
    thumbnailUrl: null,
    live: 0,
    visits: 0,
    likes: 0,
    liked: false,
    featured: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface FakeExplore {
  worlds: ExploreCard[];
  featured: ExploreCard[];
  pageSize: number;
  fail: boolean;
  calls: { method: string; url: URL }[];
  lists: () => URLSearchParams[];
}

/** GET /api/explore pages `worlds` by a numeric cursor; PUT/DELETE like answer the new count. */
function stubExplore(worlds: ExploreCard[], options: Partial<FakeExplore> = {}): FakeExplore {
  const server: FakeExplore = {
    worlds,
    featured: [],
    pageSize: 24,
    fail: false,
    calls: [],
    lists: () =>
      server.calls.filter((call) => call.url.pathname === '/api/explore').map((call) => call.url.searchParams),
    ...options,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = new URL(input, 'http://localhost');
      server.calls.push({ method, url });
      if (url.pathname === '/api/explore') {
        if (server.fail) return json(500, { success: false, message: 'Boom' });
        const start = Number(url.searchParams.get('cursor') ?? 0);
        const q = url.searchParams.get('q')?.toLowerCase() ?? '';
        const matching = server.worlds.filter((world) => world.name.toLowerCase().includes(q));
        const end = start + server.pageSize;
        return json(200, {
          success: true,
          worlds: matching.slice(start, end),
          featured: start === 0 && !q ? server.featured : [],
          nextCursor: end < matching.length ? String(end) : null,
        });
      }
      const like = /^\/api\/worlds\/([^/]+)\/like$/.exec(url.pathname);
      const world = server.worlds.find((item) => item.id === like?.[1]);
      if (like && world) {
        const liked = method === 'PUT';
        if (liked !== world.liked) world.likes += liked ? 1 : -1;
        world.liked = liked;
        return json(200, { success: true, liked, likes: world.likes });
      }
      return json(404, { success: false });
    }),
  );
  return server;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('ExplorePage', () => {
  it('shows each world as a card in a list: its name and creator as links, its counts', async () => {
    stubExplore([makeCard({ id: 'w-a', name: 'Pine Valley', live: 3, visits: 42, likes: 7 })]);
    renderExplore();
    expect(screen.getByRole('heading', { level: 1, name: EXPLORE_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(EXPLORE_MESSAGES.loading);
    const article = await card('Pine Valley');
    expect(within(article).getByRole('link', { name: 'Pine Valley' })).toHaveAttribute('href', '/world/w-a');
    expect(within(article).getByRole('link', { name: 'grace' })).toHaveAttribute('href', '/players/grace');
    expect(article).toHaveTextContent(`3 ${EXPLORE_MESSAGES.live}`);
    expect(article).toHaveTextContent(`42 ${EXPLORE_MESSAGES.visits(42)}`);
    expect(article).toHaveTextContent(`7 ${EXPLORE_MESSAGES.likes(7)}`);
    expect(screen.getAllByRole('list').some((list) => within(list).queryByRole('article'))).toBe(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a thumbnail names its world, and a drawn placeholder stands in when it fails', async () => {
    stubExplore([makeCard({ name: 'Pine Valley', thumbnailUrl: '/api/worlds/w/thumbnail.png?v=1' })]);
    renderExplore();
    const image = within(await card('Pine Valley')).getByRole('img', {
      name: EXPLORE_MESSAGES.thumbnailAlt('Pine Valley'),
    });
    const frame = image.parentElement!;
    expect(frame.querySelector('.explore-thumb-placeholder')).not.toBeNull();
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(frame.querySelector('img')).toBeNull());
    expect(frame.querySelector('.explore-thumb-placeholder')).not.toBeNull();
  });

  it('a sort and a search go to the URL and to the request', async () => {
    const server = stubExplore([makeCard({ name: 'Pine Valley' }), makeCard({ name: 'Desert Run' })]);
    const router = renderExplore();
    await card('Pine Valley');
    expect(server.lists()[0]?.get('sort')).toBe('trending');

    await userEvent.click(screen.getByRole('radio', { name: EXPLORE_MESSAGES.sortLiked }));
    expect(screen.getByRole('radio', { name: EXPLORE_MESSAGES.sortLiked })).toBeChecked();
    await waitFor(() => expect(server.lists().at(-1)?.get('sort')).toBe('liked'));
    expect(router.state.location.search).toContain('sort=liked');

    await userEvent.type(screen.getByRole('searchbox', { name: EXPLORE_MESSAGES.searchLabel }), 'desert');
    await waitFor(() => expect(server.lists().at(-1)?.get('q')).toBe('desert'));
    expect(server.lists().at(-1)?.get('sort')).toBe('liked');
    expect(router.state.location.search).toContain('q=desert');
    expect(await card('Desert Run')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pine Valley' })).not.toBeInTheDocument());
  });

  it('reads the sort and search from the URL on load', async () => {
    const server = stubExplore([makeCard({ name: 'Desert Run' })]);
    renderExplore('/explore?sort=newest&q=desert');
    await card('Desert Run');
    expect(server.lists()[0]?.get('sort')).toBe('newest');
    expect(server.lists()[0]?.get('q')).toBe('desert');
    expect(screen.getByRole('searchbox', { name: EXPLORE_MESSAGES.searchLabel })).toHaveValue('desert');
    expect(screen.getByRole('radio', { name: EXPLORE_MESSAGES.sortNewest })).toBeChecked();
  });

  it('Load more appends the next page with the cursor', async () => {
    const server = stubExplore([makeCard({ name: 'One' }), makeCard({ name: 'Two' }), makeCard({ name: 'Three' })], {
      pageSize: 2,
    });
    renderExplore();
    await card('Two');
    expect(screen.queryByRole('article', { name: 'Three' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: EXPLORE_MESSAGES.loadMore }));
    expect(await card('Three')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'One' })).toBeInTheDocument();
    expect(server.lists().at(-1)?.get('cursor')).toBe('2');
    expect(screen.queryByRole('button', { name: EXPLORE_MESSAGES.loadMore })).not.toBeInTheDocument();
  });

  it('shows a Featured row when the answer has featured worlds', async () => {
    const featured = makeCard({ name: 'Star World', featured: true });
    stubExplore([makeCard({ name: 'Plain' })], { featured: [featured] });
    renderExplore();
    const section = (await screen.findByRole('heading', { name: EXPLORE_MESSAGES.featured })).closest('section')!;
    expect(within(section).getByRole('article', { name: 'Star World' })).toBeInTheDocument();
  });

  it('invites a player to build a world when there is none, and a guest to sign in', async () => {
    stubExplore([]);
    renderExplore();
    expect(await screen.findByText(EXPLORE_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EXPLORE_MESSAGES.buildOne })).toHaveAttribute('href', '/worlds/create');
  });

  it('a guest sees the empty state with sign in, and counts with a link to sign in instead of a like button', async () => {
    stubExplore([]);
    renderExplore('/explore', { signedIn: false });
    expect(await screen.findByRole('link', { name: EXPLORE_MESSAGES.signInToBuild })).toHaveAttribute('href', '/login');
  });

  it('a guest sees the likes and a link to sign in, not a like button', async () => {
    stubExplore([makeCard({ name: 'Pine Valley', likes: 2 })]);
    renderExplore('/explore', { signedIn: false });
    const article = await card('Pine Valley');
    expect(within(article).queryByRole('button')).not.toBeInTheDocument();
    expect(within(article).getByRole('link', { name: EXPLORE_MESSAGES.signInToLike })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(article).toHaveTextContent(`2 ${EXPLORE_MESSAGES.likes(2)}`);
  });

  it('says when loading failed and tries again', async () => {
    const server = stubExplore([makeCard({ name: 'Pine Valley' })], { fail: true });
    renderExplore();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(/./);
    server.fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: EXPLORE_MESSAGES.retry }));
    expect(await card('Pine Valley')).toBeInTheDocument();
  });

  it('a like toggles (aria-pressed) and shows the new count; never on my own world', async () => {
    const server = stubExplore([
      makeCard({ id: 'w-x', name: 'Pine Valley', likes: 4 }),
      makeCard({ name: 'Mine', creator: { id: testUser.id, username: testUser.username } }),
    ]);
    renderExplore();
    const article = await card('Pine Valley');
    const button = within(article).getByRole('button', { name: EXPLORE_MESSAGES.likeLabel('Pine Valley') });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(article).toHaveTextContent(`5 ${EXPLORE_MESSAGES.likes(5)}`);
    expect(server.calls.some((call) => call.method === 'PUT' && call.url.pathname === '/api/worlds/w-x/like')).toBe(
      true,
    );
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(article).toHaveTextContent(`4 ${EXPLORE_MESSAGES.likes(4)}`);
    expect(within(await card('Mine')).queryByRole('button')).not.toBeInTheDocument();
  });
});
