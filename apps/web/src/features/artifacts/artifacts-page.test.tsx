import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ARTIFACT_MESSAGES,
  ARTIFACTS_EMPTY_MESSAGES,
  ARTIFACTS_PAGE_MESSAGES,
  formatArtifactLoadFailed,
  HTTP_MESSAGES,
  SCREEN_MESSAGES,
} from '@authentic/core';
import { makeArtifact, otherUser, stubArtifactServer } from './artifacts-test-server';
import { PAGE_TEXTS } from './page-texts';
import { renderArtifactsPage } from '../../test/render-artifacts-page';
import { ARTIFACTS_PAGE_SIZE } from './use-artifacts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const card = (name: string) => screen.findByRole('article', { name });

describe('ArtifactsPage', () => {
  it('shows the title, the explanation, the create button, and loading until the list arrives', async () => {
    stubArtifactServer([makeArtifact({ name: 'Lamp' })]);
    renderArtifactsPage();
    expect(await screen.findByRole('heading', { level: 1, name: ARTIFACTS_PAGE_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByText(ARTIFACTS_PAGE_MESSAGES.intro)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SCREEN_MESSAGES.createNewArtifact })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SCREEN_MESSAGES.loadingArtifacts);
    expect(await card('Lamp')).toBeInTheDocument();
    expect(screen.queryByText(SCREEN_MESSAGES.loadingArtifacts)).not.toBeInTheDocument();
  });

  it('says when a filter finds nothing: none of mine, none from others', async () => {
    stubArtifactServer([makeArtifact({ name: 'Lamp' })]);
    renderArtifactsPage();
    await card('Lamp');
    await userEvent.selectOptions(screen.getByLabelText('Filter'), ARTIFACTS_PAGE_MESSAGES.filterOthers);
    expect(await screen.findByText(ARTIFACTS_EMPTY_MESSAGES.others)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Filter'), ARTIFACTS_PAGE_MESSAGES.filterMine);
    expect(await card('Lamp')).toBeInTheDocument();
    expect(screen.queryByText(ARTIFACTS_EMPTY_MESSAGES.mine)).not.toBeInTheDocument();
  });

  it("says 'No artifacts yet' when the player has made none", async () => {
    stubArtifactServer([makeArtifact({ name: 'Theirs', creator: otherUser })]);
    renderArtifactsPage();
    await card('Theirs');
    await userEvent.selectOptions(screen.getByLabelText('Filter'), ARTIFACTS_PAGE_MESSAGES.filterMine);
    expect(await screen.findByText(ARTIFACTS_EMPTY_MESSAGES.mine)).toBeInTheDocument();
  });

  it('sends the chosen filter and sort to the server and starts again at page 1', async () => {
    const server = stubArtifactServer([makeArtifact({ name: 'Lamp' })]);
    renderArtifactsPage();
    await card('Lamp');
    const first = server.callsTo('GET', /^\/api\/artifacts$/)[0]?.url.searchParams;
    expect(first?.get('filter')).toBe('all');
    expect(first?.get('sort')).toBe('newest');
    expect(first?.get('page')).toBe('1');

    await userEvent.selectOptions(screen.getByLabelText('Filter'), ARTIFACTS_PAGE_MESSAGES.filterMine);
    await waitFor(() =>
      expect(server.callsTo('GET', /^\/api\/artifacts$/).at(-1)?.url.search).toContain('filter=mine'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sort'), ARTIFACTS_PAGE_MESSAGES.sortMostVoted);
    await waitFor(() => {
      const last = server.callsTo('GET', /^\/api\/artifacts$/).at(-1)?.url.searchParams;
      expect(last?.get('sort')).toBe('most-voted');
      expect(last?.get('filter')).toBe('mine');
    });
    await userEvent.selectOptions(screen.getByLabelText('Filter'), ARTIFACTS_PAGE_MESSAGES.filterOthers);
    await waitFor(() =>
      expect(server.callsTo('GET', /^\/api\/artifacts$/).at(-1)?.url.search).toContain('filter=others'),
    );
    expect(screen.getByRole('option', { name: ARTIFACTS_PAGE_MESSAGES.filterAll })).toBeInTheDocument();
    for (const label of [ARTIFACTS_PAGE_MESSAGES.sortNewest, ARTIFACTS_PAGE_MESSAGES.sortOldest]) {
      expect(screen.getByRole('option', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('option', { name: ARTIFACTS_PAGE_MESSAGES.sortMostCommented })).toBeInTheDocument();
  });

  it('pages through the list with Previous and Next', async () => {
    const many = Array.from({ length: ARTIFACTS_PAGE_SIZE + 3 }, (_, index) => makeArtifact({ name: `Item ${index}` }));
    const server = stubArtifactServer(many);
    renderArtifactsPage();
    await card('Item 0');
    const pages = screen.getByRole('navigation', { name: 'Artifact pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await card(`Item ${ARTIFACTS_PAGE_SIZE}`)).toBeInTheDocument();
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(
      server
        .callsTo('GET', /^\/api\/artifacts$/)
        .at(-1)
        ?.url.searchParams.get('page'),
    ).toBe('2');

    await userEvent.selectOptions(screen.getByLabelText('Sort'), ARTIFACTS_PAGE_MESSAGES.sortOldest);
    await waitFor(() => {
      const last = server.callsTo('GET', /^\/api\/artifacts$/).at(-1)?.url.searchParams;
      expect(last?.get('sort')).toBe('oldest');
      expect(last?.get('page')).toBe('1');
    });
  });

  it('tries a failing list 3 more times, then shows the error box and the sample artifact', async () => {
    const server = stubArtifactServer();
    server.failList = 'network';
    renderArtifactsPage();
    expect(await screen.findByText(formatArtifactLoadFailed(HTTP_MESSAGES.networkError))).toHaveAttribute(
      'role',
      'alert',
    );
    expect(server.callsTo('GET', /^\/api\/artifacts$/)).toHaveLength(4);
    const sample = screen.getByRole('article', { name: ARTIFACT_MESSAGES.sampleName });
    expect(sample).toHaveTextContent(ARTIFACT_MESSAGES.sampleDescription);
  });

  it('shows a 500 at once, without trying again, and tries again on the button', async () => {
    const server = stubArtifactServer([makeArtifact({ name: 'Back again' })]);
    server.failList = 500;
    renderArtifactsPage();
    expect(await screen.findByText(formatArtifactLoadFailed(HTTP_MESSAGES.serverError))).toHaveAttribute(
      'role',
      'alert',
    );
    expect(server.callsTo('GET', /^\/api\/artifacts$/)).toHaveLength(1);
    expect(screen.queryByText(SCREEN_MESSAGES.loadingArtifacts)).not.toBeInTheDocument();
    server.failList = null;
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.tryAgain }));
    expect(await card('Back again')).toBeInTheDocument();
    expect(screen.queryByText(formatArtifactLoadFailed(HTTP_MESSAGES.serverError))).not.toBeInTheDocument();
    expect(server.callsTo('GET', /^\/api\/artifacts$/)).toHaveLength(2);
  });

  it('does not try again after a 4xx answer', async () => {
    const server = stubArtifactServer();
    server.failList = 400;
    renderArtifactsPage();
    expect(await screen.findByText(formatArtifactLoadFailed('Boom'))).toBeInTheDocument();
    expect(server.callsTo('GET', /^\/api\/artifacts$/)).toHaveLength(1);
  });

  it('says the player is offline without fetching', async () => {
    const server = stubArtifactServer([makeArtifact()]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderArtifactsPage();
      expect(await screen.findByText(ARTIFACT_MESSAGES.offline)).toBeInTheDocument();
      expect(server.callsTo('GET', /^\/api\/artifacts$/)).toHaveLength(0);
      expect(screen.getByRole('article', { name: ARTIFACT_MESSAGES.sampleName })).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('opens /artifacts/{id} expanded, fetching it when it is not on the page, and counts one view', async () => {
    const hidden = makeArtifact({ name: 'Hidden Gem', description: 'Full text of the gem.' });
    const listed = Array.from({ length: ARTIFACTS_PAGE_SIZE }, () => makeArtifact());
    const server = stubArtifactServer([...listed, hidden]);
    renderArtifactsPage(`/artifacts/${hidden.id}`);
    const opened = await card('Hidden Gem');
    expect(within(opened).getByRole('button', { name: 'Hidden Gem' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(opened).getByText('Full text of the gem.')).toBeInTheDocument();
    expect(server.callsTo('GET', new RegExp(`^/api/artifacts/${hidden.id}$`))).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('POST', /\/interact$/)).toHaveLength(1));
    expect(server.callsTo('POST', /\/interact$/)[0]?.body).toEqual({ interactionType: 'view' });
  });

  it('shows the creator’s name on each card', async () => {
    stubArtifactServer([makeArtifact({ name: 'Theirs', creator: otherUser })]);
    renderArtifactsPage();
    expect(await card('Theirs')).toHaveTextContent(`by ${otherUser.username}`);
  });
});
