import { ARTIFACT_MESSAGES, formatArtifactDeleteConfirm, SCREEN_MESSAGES } from '@authentic/core';
import { expect, test, SAME_ON_PHONE } from './fixtures';
import { clickNav, newPlayer, plainLetters, registerThroughUi } from './helpers';

test(
  'players create, open, vote on and comment on artifacts; only the creator edits and deletes',
  SAME_ON_PHONE,
  async ({ page, browser }) => {
    test.slow();
    const creator = newPlayer();
    await registerThroughUi(page, creator);
    await clickNav(page, 'Artifacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Artifacts' })).toBeVisible();

    // A creates an artifact on the page.
    const name = `Lantern ${plainLetters(Date.now())}`;
    await page.getByRole('button', { name: SCREEN_MESSAGES.createNewArtifact }).click();
    const form = page.getByRole('dialog', { name: SCREEN_MESSAGES.createNewArtifact });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Description', { exact: true }).fill('A lantern that never goes out.');
    await form.getByLabel('Tags', { exact: true }).fill('light, night');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(ARTIFACT_MESSAGES.created)).toBeVisible();
    await expect(form).toBeHidden();

    // A sees it, opens it and comments; a creator has no vote on their own (decision 0226).
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Votes: 0');
    const title = card.getByRole('button', { name, exact: true });
    await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText(ARTIFACT_MESSAGES.noComments)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Vote' })).toHaveCount(0);
    await card.getByPlaceholder(ARTIFACT_MESSAGES.commentPlaceholder).fill('Found it by the river.');
    await card.getByRole('button', { name: 'Post Comment' }).click();
    await expect(card.getByText('Found it by the river.')).toBeVisible();
    await expect(card.getByText('Comments: 1')).toBeVisible();

    // B, in another browser, opens its address: it shows expanded, without Edit or Delete; B votes and comments.
    const domId = await card.getAttribute('id');
    const other = await browser.newContext();
    const second = await other.newPage();
    await registerThroughUi(second, newPlayer());
    await second.goto(`/artifacts/${domId?.replace(/^artifact-/, '')}`);
    const theirCard = second.getByRole('article', { name });
    await expect(theirCard).toContainText(`by ${creator.username}`);
    await expect(theirCard.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(theirCard).toContainText('Votes: 0');
    await expect(theirCard.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(theirCard.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(theirCard.getByText('Found it by the river.')).toBeVisible();
    const theirVote = theirCard.getByRole('button', { name: 'Vote' });
    await expect(theirVote).toHaveAttribute('aria-pressed', 'false');
    await theirVote.click();
    await expect(theirVote).toHaveAttribute('aria-pressed', 'true');
    await expect(theirCard.getByText('Votes: 1')).toBeVisible();
    await theirCard.getByPlaceholder(ARTIFACT_MESSAGES.commentPlaceholder).fill('It still glows!');
    await theirCard.getByRole('button', { name: 'Post Comment' }).click();
    await expect(theirCard.getByText('It still glows!')).toBeVisible();
    await other.close();

    // A's page, fresh from the server: B's vote and both comments; A edits, then deletes after confirming.
    await page.reload();
    const mine = page.getByRole('article', { name });
    await expect(mine).toContainText('Votes: 1');
    await expect(mine).toContainText('Comments: 2');
    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Artifact' });
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name);
    const renamed = `${name} II`;
    await edit.getByLabel('Name', { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(ARTIFACT_MESSAGES.updated)).toBeVisible();
    const card2 = page.getByRole('article', { name: renamed });
    await expect(card2).toBeVisible();

    await card2.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Artifact' });
    await expect(confirm).toContainText(formatArtifactDeleteConfirm(renamed));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card2).toBeVisible();
    await card2.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);

    // Gone on the server too.
    await page.reload();
    await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);
  },
);
