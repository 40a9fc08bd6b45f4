import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ARTIFACT_API_MESSAGES,
  ARTIFACT_FORM_MESSAGES,
  ARTIFACT_GAME_MESSAGES,
  BUILT_IN_MAPS,
  formatArtifactFormErrorSummary,
  walkableCells,
  ARTIFACT_MESSAGES,
  ARTIFACT_TEXT_LIMITS,
  formatArtifactCreateFailed,
  formatArtifactCreateFailedStatus,
  formatArtifactUpdateFailed,
  SCREEN_MESSAGES,
} from '@authentic/core';
import { ArtifactFormDialog } from './artifact-form-dialog';
import { makeArtifact, stubArtifactServer } from './artifacts-test-server';
import { renderArtifactsPage } from '../../test/render-artifacts-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: SCREEN_MESSAGES.createNewArtifact }));
  return screen.getByRole('dialog', { name: SCREEN_MESSAGES.createNewArtifact });
}

describe('ArtifactFormDialog', () => {
  it('asks for a name and a description before calling the server', async () => {
    const server = stubArtifactServer();
    renderArtifactsPage();
    const dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(ARTIFACT_MESSAGES.pageNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ARTIFACT_MESSAGES.pageDescriptionRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', /^\/api\/artifacts$/)).toHaveLength(0);
  });

  it('labels every field and caps the texts at the spec’s limits', async () => {
    stubArtifactServer();
    renderArtifactsPage();
    const dialog = await openCreate();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('maxLength', String(ARTIFACT_TEXT_LIMITS.name));
    expect(within(dialog).getByLabelText('Description')).toHaveAttribute(
      'maxLength',
      String(ARTIFACT_TEXT_LIMITS.description),
    );
    expect(within(dialog).getByLabelText('Content')).toHaveAttribute('maxLength', String(ARTIFACT_TEXT_LIMITS.content));
    expect(within(dialog).getByLabelText('Message')).toHaveAttribute(
      'maxLength',
      String(ARTIFACT_TEXT_LIMITS.messageText),
    );
    expect(within(dialog).getByLabelText('Riddle')).toHaveAttribute('maxLength', String(ARTIFACT_TEXT_LIMITS.riddle));
    expect(within(dialog).getByLabelText('Unlock answer')).toHaveAttribute(
      'maxLength',
      String(ARTIFACT_TEXT_LIMITS.unlockAnswer),
    );
    // The map is asked once; its area follows from it (decision 0245).
    expect(within(dialog).queryByLabelText('Area')).not.toBeInTheDocument();
    for (const label of [
      ARTIFACT_FORM_MESSAGES.mapLabel,
      'Theme',
      'Visibility',
      'Tags',
      'Dedication',
      'Significance',
      'Icon image',
      'Attachment',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('creates an artifact, says so and lists it', async () => {
    const server = stubArtifactServer();
    renderArtifactsPage();
    const dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Name'), '  Brass Key ');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Opens the old gate.');
    await userEvent.type(within(dialog).getByLabelText('Tags'), 'key, gate');
    await userEvent.selectOptions(within(dialog).getByLabelText('Theme'), 'History');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(ARTIFACT_MESSAGES.created)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Brass Key' })).toBeInTheDocument();
    expect(server.callsTo('POST', /^\/api\/artifacts$/)[0]?.body).toEqual({
      name: 'Brass Key',
      description: 'Opens the old gate.',
      visibility: 'public',
      area: 'overworld',
      theme: 'history',
      tags: 'key, gate',
      location: { mapName: 'overworld' },
    });
  });

  it('lets the player choose the map by its readable name and, optionally, a walkable cell of it', async () => {
    const server = stubArtifactServer();
    renderArtifactsPage();
    const dialog = await openCreate();
    const map = within(dialog).getByLabelText(ARTIFACT_FORM_MESSAGES.mapLabel);
    expect(within(map).getByRole('option', { name: 'Arcade Hall' })).toBeInTheDocument();
    expect(within(map).queryByRole('option', { name: 'Level4Shooter' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Token');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'For the arcade.');
    await userEvent.selectOptions(map, 'Arcade Hall');

    // Half a cell, then one off the map: refused before the server is asked.
    await userEvent.type(within(dialog).getByLabelText(ARTIFACT_FORM_MESSAGES.xLabel), '95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(ARTIFACT_API_MESSAGES.cellNeedsBoth)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(ARTIFACT_FORM_MESSAGES.yLabel), '13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(/^Cell \(95, 13\) is outside Arcade Hall/)).toBeInTheDocument();
    expect(server.callsTo('POST', /^\/api\/artifacts$/)).toHaveLength(0);

    const open = walkableCells(BUILT_IN_MAPS.level4_shooter.data)[0]!;
    await userEvent.clear(within(dialog).getByLabelText(ARTIFACT_FORM_MESSAGES.xLabel));
    await userEvent.type(within(dialog).getByLabelText(ARTIFACT_FORM_MESSAGES.xLabel), String(open.x));
    await userEvent.clear(within(dialog).getByLabelText(ARTIFACT_FORM_MESSAGES.yLabel));
    await userEvent.type(within(dialog).getByLabelText(ARTIFACT_FORM_MESSAGES.yLabel), String(open.y));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(ARTIFACT_MESSAGES.created)).toBeInTheDocument();
    expect(server.callsTo('POST', /^\/api\/artifacts$/)[0]?.body).toMatchObject({
      area: 'yosemite',
      location: { mapName: 'level4_shooter', x: open.x, y: open.y },
    });
  });

  it('after a refused submit, focuses the first field in trouble and keeps a summary in view', async () => {
    stubArtifactServer();
    renderArtifactsPage();
    const dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Description'), 'No name yet.');
    await userEvent.type(within(dialog).getByLabelText(ARTIFACT_FORM_MESSAGES.yLabel), '2');
    within(dialog).getByLabelText('Unlock answer').focus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(formatArtifactFormErrorSummary(2));
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
  });

  it('sends files as multipart, refusing an icon that is not an image and an attachment over 10MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const server = stubArtifactServer();
    renderArtifactsPage();
    const dialog = await openCreate();
    await user.type(within(dialog).getByLabelText('Name'), 'Lamp');
    await user.type(within(dialog).getByLabelText('Description'), 'Bright.');
    await user.upload(
      within(dialog).getByLabelText('Icon image'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(ARTIFACT_MESSAGES.iconNotImage)).toBeInTheDocument();
    expect(server.callsTo('POST', /^\/api\/artifacts$/)).toHaveLength(0);

    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'film.mov', { type: 'video/quicktime' });
    await user.upload(within(dialog).getByLabelText('Attachment'), huge);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(ARTIFACT_GAME_MESSAGES.formAttachmentTooLarge)).toBeInTheDocument();
    expect(server.callsTo('POST', /^\/api\/artifacts$/)).toHaveLength(0);

    await user.upload(
      within(dialog).getByLabelText('Attachment'),
      new File(['ok'], 'note.txt', { type: 'text/plain' }),
    );
    await user.upload(
      within(dialog).getByLabelText('Icon image'),
      new File(['png'], 'lamp.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(server.callsTo('POST', /^\/api\/artifacts$/)).toHaveLength(1));
    const body = server.callsTo('POST', /^\/api\/artifacts$/)[0]?.body as Record<string, unknown>;
    expect(body.name).toBe('Lamp');
    expect(body.image).toBeInstanceOf(File);
    expect(body.attachment).toBeInstanceOf(File);
  });

  it('shows the server’s reason, or the status, when creating fails', async () => {
    const server = stubArtifactServer();
    server.failCreate = { status: 400, body: { success: false, message: 'Name already used' } };
    renderArtifactsPage();
    const dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Lamp');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Bright.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(formatArtifactCreateFailed('Name already used'));

    server.failCreate = { status: 502 };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(formatArtifactCreateFailedStatus(502)),
    );
  });

  it('edits the player’s own artifact from a filled form', async () => {
    const server = stubArtifactServer([
      makeArtifact({ name: 'Lamp', description: 'Bright.', content: 'Bright.', tags: ['light'] }),
    ]);
    renderArtifactsPage();
    const article = await screen.findByRole('article', { name: 'Lamp' });
    await userEvent.click(within(article).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Artifact' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Lamp');
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('light');
    const description = within(dialog).getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Very bright.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ARTIFACT_MESSAGES.updated)).toBeInTheDocument();
    expect(await within(article).findByText('Very bright.')).toBeInTheDocument();
    expect(server.callsTo('PUT', /^\/api\/artifacts\/[^/]+$/)[0]?.body).toMatchObject({
      name: 'Lamp',
      description: 'Very bright.',
      content: 'Very bright.',
      tags: 'light',
    });
  });

  it('says so when there is nothing to edit, when not signed in, and when an update fails', async () => {
    const server = stubArtifactServer([makeArtifact({ id: 'gone', name: 'Gone' })]);
    server.artifacts = [];
    const onSaved = vi.fn();
    const view = render(
      <ArtifactFormDialog mode={{ kind: 'edit', artifact: null }} signedIn onClose={() => {}} onSaved={onSaved} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ARTIFACT_MESSAGES.noArtifactSelectedForEditing);
    view.unmount();

    const guest = render(
      <ArtifactFormDialog mode={{ kind: 'create' }} signedIn={false} onClose={() => {}} onSaved={onSaved} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ARTIFACT_MESSAGES.loginRequired);
    guest.unmount();

    render(
      <ArtifactFormDialog
        mode={{ kind: 'edit', artifact: makeArtifact({ id: 'gone', name: 'Gone' }) }}
        signedIn
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(formatArtifactUpdateFailed('Artifact not found'));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
