import { ACHIEVEMENT_PREVIEW_MESSAGES, ALL_ACHIEVEMENTS, REWARD_MESSAGES } from '@authentic/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { storeSignedInSession, testUser } from '../test/session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The dashboard's calls, with the player holding `earned`; every request is kept. */
function stubServer(earned: readonly (typeof ALL_ACHIEVEMENTS)[number][]) {
  const achievements = earned.map(({ id, name, description, type }) => ({
    id,
    name,
    description,
    type,
    unlockedAt: '2026-01-01T00:00:00.000Z',
  }));
  const fetch = vi.fn(async (input: string, _init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/auth/me') return json(200, { success: true, user: testUser });
    if (path === '/api/worlds/my-worlds') return json(200, { success: true, worlds: [] });
    if (path === '/api/users/game-state') {
      return json(200, {
        success: true,
        experience: 0,
        level: 1,
        achievements,
        inventory: [],
        viewedArtifacts: [],
        lastPosition: null,
        gameProgress: { currentQuest: null, completedQuests: [], discoveredLocations: [] },
      });
    }
    return json(404, { success: false });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function pressTestAchievement() {
  storeSignedInSession();
  renderApp('/dashboard');
  const button = await screen.findByRole('button', { name: ACHIEVEMENT_PREVIEW_MESSAGES.testAchievement });
  // It waits for the game state: until then, earned and not earned cannot be told apart.
  await vi.waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
  await userEvent.click(button);
}

describe("The dashboard's Test Achievement", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('previews an achievement the player has not earned, marked as a preview, and grants nothing', async () => {
    const missing = ALL_ACHIEVEMENTS[3]!;
    const fetch = stubServer(ALL_ACHIEVEMENTS.filter((achievement) => achievement.id !== missing.id));
    await pressTestAchievement();

    const popup = (await screen.findByText(REWARD_MESSAGES.genericTitle)).closest('[role="status"]') as HTMLElement;
    expect(popup).toHaveAttribute('data-achievement', missing.id);
    expect(within(popup).getByText(missing.name)).toBeInTheDocument();
    expect(within(popup).getByText(ACHIEVEMENT_PREVIEW_MESSAGES.previewNote)).toBeInTheDocument();

    // Only reads went out: nothing that unlocks, saves or changes anything.
    const sent = fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(sent.every((call) => call.startsWith('GET '))).toBe(true);
    expect(sent.some((call) => call.includes('achievements'))).toBe(false);
  });

  it('says so when the player has every achievement', async () => {
    stubServer(ALL_ACHIEVEMENTS);
    await pressTestAchievement();
    expect(await screen.findByText(ACHIEVEMENT_PREVIEW_MESSAGES.allEarned)).toBeInTheDocument();
    expect(screen.queryByText(REWARD_MESSAGES.genericTitle)).not.toBeInTheDocument();
  });
});
