import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITE_MESSAGES, WORLD_VISIBILITY_MESSAGES as T, type World } from '@authentic/core';
import { storeSignedInSession } from '../test/session';
import { makeWorld as generatedWorld } from '../test/worlds-test-server';
import { WorldVisibilityControl } from './world-visibility-control';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderControl(world: World, status = 200) {
  storeSignedInSession();
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as { visibility: World['visibility'] }) : undefined;
      calls.push({ method: init?.method ?? 'GET', path: new URL(input, 'http://localhost').pathname, body });
      if (status !== 200) return json(status, { success: false, message: 'Nope' });
      const visibility = body?.visibility ?? world.visibility;
      return json(200, { success: true, world: { ...world, visibility, isPublic: visibility !== 'private' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <WorldVisibilityControl world={world} />
    </QueryClientProvider>,
  );
  // The page gives the control the cached world; follow the cache as the page does.
  client.getQueryCache().subscribe(() => {
    const cached = client.getQueryData<World>(['worlds', 'one', world.id]);
    if (cached)
      view.rerender(
        <QueryClientProvider client={client}>
          <WorldVisibilityControl world={cached} />
        </QueryClientProvider>,
      );
  });
  client.setQueryData(['worlds', 'one', world.id], world);
  return calls;
}

describe('WorldVisibilityControl', () => {
  it('a labelled radio group saves the choice with PUT /api/worlds/{id}', async () => {
    const world = generatedWorld({ visibility: 'private', isPublic: false });
    const calls = renderControl(world);
    const group = screen.getByRole('group', { name: T.legend });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Private/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: INVITE_MESSAGES.copy })).not.toBeInTheDocument();
    expect(screen.getByText(INVITE_MESSAGES.privateWorld)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Public/ }));
    await waitFor(() => expect(screen.getByText(T.saved)).toHaveAttribute('role', 'status'));
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: `/api/worlds/${world.id}`, body: { visibility: 'public' } });
    expect(screen.getByRole('radio', { name: /Public/ })).toBeChecked();
    expect(screen.getByRole('button', { name: INVITE_MESSAGES.copy })).toBeInTheDocument();
    expect(screen.queryByText(INVITE_MESSAGES.privateWorld)).not.toBeInTheDocument();
  });

  it("copies the invite link (the world's play URL) for an unlisted world", async () => {
    const writeText = vi.fn(async () => {});
    const world = generatedWorld({ visibility: 'unlisted', isPublic: true });
    renderControl(world);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await userEvent.click(screen.getByRole('button', { name: INVITE_MESSAGES.copy }));
    expect(await screen.findByText(INVITE_MESSAGES.copied)).toHaveAttribute('role', 'status');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/game/${world.id}`);
  });

  it('says when the change could not be saved and keeps the old choice', async () => {
    renderControl(generatedWorld({ visibility: 'private', isPublic: false }), 400);
    await userEvent.click(screen.getByRole('radio', { name: /Unlisted/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nope');
    expect(screen.getByRole('radio', { name: /Private/ })).toBeChecked();
  });
});
