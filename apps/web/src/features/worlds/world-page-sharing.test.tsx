import { EXPLORE_MESSAGES, INVITE_MESSAGES, WORLD_VISIBILITY_MESSAGES } from '@authentic/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { storeSignedInSession } from '../../test/session';
import { stubWorldServer } from '../../test/worlds-test-server';
import { generatedWorld } from './world-test-data';

/** Issue 34: a world's page is for everyone with its link: its likes, visits and invite link. */
describe('WorldPage likes and invite', () => {
  beforeEach(() => void vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  const someoneElses = generatedWorld({
    visibility: 'public',
    isPublic: true,
    likes: 3,
    visits: 12,
    liked: true,
    creator: { id: 'u-maker', username: 'maker' },
  });

  it('shows a guest the world, its counts, a link to sign in to like, and the invite link', async () => {
    stubWorldServer({ worlds: [{ ...someoneElses, liked: false }] });
    renderApp(`/world/${someoneElses.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lantern Vale' })).toBeInTheDocument();
    expect(screen.getByText('12 visits')).toBeInTheDocument();
    expect(screen.getByText(EXPLORE_MESSAGES.likes(3)).parentElement).toHaveTextContent('3 likes');
    expect(screen.getByRole('link', { name: EXPLORE_MESSAGES.signInToLike })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: EXPLORE_MESSAGES.likeLabel('Lantern Vale') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: INVITE_MESSAGES.copy })).toBeInTheDocument();
  });

  it('gives another player the like toggle, pressed when they like it', async () => {
    stubWorldServer({ worlds: [someoneElses] });
    storeSignedInSession();
    renderApp(`/world/${someoneElses.id}`);
    const like = await screen.findByRole('button', { name: EXPLORE_MESSAGES.likeLabel('Lantern Vale') });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: INVITE_MESSAGES.copy })).toBeInTheDocument();
  });

  it('offers the owner of a private world no like and no link, only how to share it', async () => {
    stubWorldServer({ worlds: [generatedWorld({ likes: 2 })] });
    storeSignedInSession();
    renderApp('/world/w-lantern');
    expect(await screen.findByRole('group', { name: WORLD_VISIBILITY_MESSAGES.legend })).toBeInTheDocument();
    expect(screen.getByText(INVITE_MESSAGES.privateWorld)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: INVITE_MESSAGES.copy })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EXPLORE_MESSAGES.likeLabel('Lantern Vale') })).not.toBeInTheDocument();
    expect(screen.getByText(EXPLORE_MESSAGES.likes(2)).parentElement).toHaveTextContent('2 likes');
  });
});
