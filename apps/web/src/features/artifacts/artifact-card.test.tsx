// @vitest-environment jsdom
// (jsdom, not happy-dom: this file needs its accessible names, wheel events or storage quota; decision 0295)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DATA_MESSAGES, ARTIFACT_MESSAGES, formatArtifactDeleteConfirm } from '@authentic/core';
import { makeArtifact, otherUser, stubArtifactServer } from './artifacts-test-server';
import { cardPreview } from './card-preview';
import { renderArtifactsPage } from '../../test/render-artifacts-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const card = (name: string) => screen.findByRole('article', { name });
const long = `${'x'.repeat(100)}TAIL`;

async function expand(name: string) {
  const article = await card(name);
  await userEvent.click(within(article).getByRole('button', { name }));
  return article;
}

describe('cardPreview', () => {
  it('cuts at 100 characters with "...", keeps a short text, and names a missing one', () => {
    expect(cardPreview(long)).toBe(`${'x'.repeat(100)}...`);
    expect(cardPreview('Short.')).toBe('Short.');
    expect(cardPreview('x'.repeat(100))).toBe('x'.repeat(100));
    expect(cardPreview('   ')).toBe(ARTIFACT_MESSAGES.noDescription);
    expect(cardPreview(undefined)).toBe(ARTIFACT_MESSAGES.noDescription);
  });
});

describe('ArtifactCard', () => {
  it('collapsed: a preview of the description and counts of votes, comments and views', async () => {
    stubArtifactServer([
      makeArtifact({
        name: 'Long One',
        description: long,
        votes: 2,
        views: 5,
        comments: [{ _id: 'c1', text: 'Hi', user: { username: 'grace' }, createdAt: '2026-11-21T00:00:00.000Z' }],
      }),
      makeArtifact({ name: 'Empty One', description: '' }),
    ]);
    renderArtifactsPage();
    const article = await card('Long One');
    expect(within(article).getByRole('button', { name: 'Long One' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(article).getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(article).not.toHaveTextContent('TAIL');
    const counts = within(article).getByRole('list', { name: 'Counts' });
    expect(counts).toHaveTextContent('Votes: 2');
    expect(counts).toHaveTextContent('Comments: 1');
    expect(counts).toHaveTextContent('Views: 5');
    expect(within(await card('Empty One')).getByText(ARTIFACT_MESSAGES.noDescription)).toBeInTheDocument();
  });

  it("credits an artifact whose creator deleted their account to 'a former player', with no link", async () => {
    stubArtifactServer([makeArtifact({ name: 'Left Behind', creator: null })]);
    renderArtifactsPage();
    const article = await card('Left Behind');
    expect(within(article).getByText(`by ${ACCOUNT_DATA_MESSAGES.formerPlayer}`)).toBeInTheDocument();
    expect(within(article).queryByRole('link', { name: ACCOUNT_DATA_MESSAGES.formerPlayer })).toBeNull();
  });

  it('expanded: the full description, the icon, vote, comment and share counts and the empty comments text', async () => {
    const server = stubArtifactServer([
      makeArtifact({ name: 'Lamp', description: long, shares: 3, image: '/uploads/lamp.png' }),
    ]);
    renderArtifactsPage();
    const article = await expand('Lamp');
    expect(within(article).getByRole('button', { name: 'Lamp' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(article).getByText(long)).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Lamp icon' })).toHaveAttribute('src', '/uploads/lamp.png');
    const counts = within(article).getByRole('list', { name: 'Counts' });
    expect(counts).toHaveTextContent('Votes: 0');
    expect(counts).toHaveTextContent('Comments: 0');
    expect(counts).toHaveTextContent('Shares: 3');
    expect(within(article).getByText(ARTIFACT_MESSAGES.noComments)).toBeInTheDocument();
    expect(within(article).getByPlaceholderText(ARTIFACT_MESSAGES.commentPlaceholder)).toHaveAccessibleName('Comment');

    // One view per card per visit, however often it is opened.
    await userEvent.click(within(article).getByRole('button', { name: 'Lamp' }));
    expect(within(article).getByRole('button', { name: 'Lamp' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(article).getByRole('button', { name: 'Lamp' }));
    await waitFor(() => expect(server.callsTo('POST', /\/interact$/)).toHaveLength(1));
  });

  it('renders each attachment type: image, audio, video, otherwise a download link', async () => {
    stubArtifactServer([
      makeArtifact({
        name: 'Pic',
        attachment: '/uploads/p.png',
        attachmentType: 'image',
        attachmentOriginalName: 'p.png',
      }),
      makeArtifact({ name: 'Song', attachment: '/uploads/s.mp3', attachmentType: 'audio' }),
      makeArtifact({ name: 'Clip', attachment: '/uploads/c.mp4', attachmentType: 'video' }),
      makeArtifact({
        name: 'Doc',
        attachment: '/uploads/d.pdf',
        attachmentType: 'other',
        attachmentOriginalName: 'd.pdf',
      }),
    ]);
    renderArtifactsPage();
    expect(within(await expand('Pic')).getByRole('img', { name: 'p.png' })).toHaveAttribute('src', '/uploads/p.png');
    const song = (await expand('Song')).querySelector('audio');
    expect(song).toHaveAttribute('controls');
    expect(song).toHaveAccessibleName('Attachment of Song');
    expect((await expand('Clip')).querySelector('video')).toHaveAttribute('controls');
    const link = within(await expand('Doc')).getByRole('link', { name: 'd.pdf' });
    expect(link).toHaveAttribute('href', '/uploads/d.pdf');
    expect(link).toHaveAttribute('download', 'd.pdf');
  });

  it('shows Edit and Delete only on the signed-in player’s own artifacts', async () => {
    stubArtifactServer([makeArtifact({ name: 'Mine' }), makeArtifact({ name: 'Theirs', creator: otherUser })]);
    renderArtifactsPage();
    const mine = await card('Mine');
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const theirs = await card('Theirs');
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('counts every comment, and an opened card fetches those the list left out', async () => {
    const comments = ['One', 'Two', 'Three'].map((text, index) => ({
      _id: `c${index}`,
      text,
      user: { username: 'grace' },
      createdAt: '2026-11-21T00:00:00.000Z',
    }));
    const server = stubArtifactServer([makeArtifact({ name: 'Talked About', comments })]);
    server.listCommentLimit = 2;
    renderArtifactsPage();
    const article = await card('Talked About');
    expect(within(article).getByRole('list', { name: 'Counts' })).toHaveTextContent('Comments: 3');
    await userEvent.click(within(article).getByRole('button', { name: 'Talked About' }));
    expect(await within(article).findByText('One')).toBeInTheDocument();
    expect(within(article).getByText('Three')).toBeInTheDocument();
    expect(within(article).getByRole('list', { name: 'Counts' })).toHaveTextContent('Comments: 3');
  });

  it('a vote toggles the count and the pressed state', async () => {
    const server = stubArtifactServer([makeArtifact({ name: 'Theirs', creator: otherUser })]);
    renderArtifactsPage();
    const article = await expand('Theirs');
    const vote = within(article).getByRole('button', { name: 'Vote' });
    expect(vote).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'true'));
    expect(within(article).getByRole('list', { name: 'Counts' })).toHaveTextContent('Votes: 1');
    await userEvent.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'false'));
    expect(within(article).getByRole('list', { name: 'Counts' })).toHaveTextContent('Votes: 0');
    expect(server.callsTo('POST', /\/vote$/)).toHaveLength(2);
  });

  it('says when a vote fails', async () => {
    const server = stubArtifactServer([makeArtifact({ name: 'Theirs', creator: otherUser })]);
    server.failVote = true;
    renderArtifactsPage();
    const article = await expand('Theirs');
    await userEvent.click(within(article).getByRole('button', { name: 'Vote' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(ARTIFACT_MESSAGES.voteFailed);
    expect(within(article).getByRole('list', { name: 'Counts' })).toHaveTextContent('Votes: 0');
  });

  it('ignores a blank comment and adds a real one', async () => {
    const server = stubArtifactServer([makeArtifact({ name: 'Lamp' })]);
    renderArtifactsPage();
    const article = await expand('Lamp');
    const input = within(article).getByPlaceholderText(ARTIFACT_MESSAGES.commentPlaceholder);
    await userEvent.type(input, '   {Enter}');
    await userEvent.click(within(article).getByRole('button', { name: 'Post Comment' }));
    expect(server.callsTo('POST', /\/comment$/)).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '  What a find!  ');
    await userEvent.click(within(article).getByRole('button', { name: 'Post Comment' }));
    expect(await within(article).findByText('What a find!')).toBeInTheDocument();
    expect(server.callsTo('POST', /\/comment$/)[0]?.body).toEqual({ text: 'What a find!' });
    expect(input).toHaveValue('');
    expect(within(article).queryByText(ARTIFACT_MESSAGES.noComments)).not.toBeInTheDocument();
    expect(within(article).getByRole('list', { name: 'Counts' })).toHaveTextContent('Comments: 1');
  });

  it('says when a comment fails and keeps the text', async () => {
    const server = stubArtifactServer([makeArtifact({ name: 'Lamp' })]);
    server.failComment = true;
    renderArtifactsPage();
    const article = await expand('Lamp');
    const input = within(article).getByPlaceholderText(ARTIFACT_MESSAGES.commentPlaceholder);
    await userEvent.type(input, 'Hello{Enter}');
    expect(await within(article).findByRole('alert')).toHaveTextContent(ARTIFACT_MESSAGES.commentFailed);
    expect(input).toHaveValue('Hello');
  });

  it('deletes only after the confirmation, and Cancel keeps the artifact', async () => {
    const server = stubArtifactServer([makeArtifact({ name: 'Mine' }), makeArtifact({ name: 'Other mine' })]);
    renderArtifactsPage();
    await userEvent.click(within(await card('Mine')).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Artifact' });
    expect(dialog).toHaveTextContent(formatArtifactDeleteConfirm('Mine'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('DELETE', /./)).toHaveLength(0);

    await userEvent.click(within(await card('Mine')).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete Artifact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mine' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Other mine' })).toBeInTheDocument();
    expect(server.callsTo('DELETE', /./)).toHaveLength(1);
  });

  it('shows the delete failure in an error box', async () => {
    const server = stubArtifactServer([makeArtifact({ name: 'Mine' })]);
    server.failDelete = true;
    renderArtifactsPage();
    await userEvent.click(within(await card('Mine')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Artifact' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(ARTIFACT_MESSAGES.deleteFailed)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('article', { name: 'Mine' })).toBeInTheDocument();
  });
});
