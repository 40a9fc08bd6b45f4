import { ARTIFACT_GAME_MESSAGES, ARTIFACT_MESSAGES, ARTIFACT_TEXT_LIMITS } from '@authentic/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArtifactForm, type ArtifactFormProps } from './artifact-form';
import { IN_GAME_TEXTS } from './in-game-texts';
import { fakeFile, makeArtifact, MB } from './test-artifacts';

const F = IN_GAME_TEXTS.fields;

function setup(props: Partial<ArtifactFormProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => {});
  const onClose = props.onClose ?? vi.fn();
  render(
    <ArtifactForm
      mode="create"
      position={{ x: 7, y: 3 }}
      mapName="overworld2"
      mapLabel="Overworld 2"
      signedIn
      {...props}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  // The file inputs filter by type; the tests choose forbidden files on purpose.
  const user = userEvent.setup({ applyAccept: false });
  return { onSubmit, onClose, user };
}

/** Pastes the text into the field: one input event instead of one per character keeps the tests quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const submitButton = () => screen.getByRole('button', { name: IN_GAME_TEXTS.create });

describe('ArtifactForm', () => {
  it('asks a guest to log in and offers no submit', async () => {
    const { onClose, user } = setup({ signedIn: false });
    expect(screen.getByRole('dialog', { name: IN_GAME_TEXTS.createTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ARTIFACT_MESSAGES.loginRequired);
    expect(screen.queryByRole('button', { name: IN_GAME_TEXTS.create })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(F.name)).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: IN_GAME_TEXTS.close })[1]!);
    expect(onClose).toHaveBeenCalled();
  });

  it('requires a name and a description, and focuses the first missing one', async () => {
    const { onSubmit, user } = setup();
    await user.click(submitButton());
    expect(screen.getByText(ARTIFACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(ARTIFACT_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(F.name)).toHaveFocus();
    expect(screen.getByLabelText(F.name)).toHaveAccessibleDescription(ARTIFACT_MESSAGES.nameRequired);
    expect(onSubmit).not.toHaveBeenCalled();

    await fill(user, F.name, '   ');
    await user.click(submitButton());
    expect(screen.getByText(ARTIFACT_MESSAGES.nameRequired)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(F.name));
    await fill(user, F.name, 'Lantern');
    await user.click(submitButton());
    expect(screen.queryByText(ARTIFACT_MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(ARTIFACT_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(F.description)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('limits every text field to the spec lengths', () => {
    setup();
    expect(screen.getByLabelText(F.name)).toHaveAttribute('maxLength', String(ARTIFACT_TEXT_LIMITS.name));
    expect(screen.getByLabelText(F.description)).toHaveAttribute('maxLength', String(ARTIFACT_TEXT_LIMITS.description));
    expect(screen.getByLabelText(F.content)).toHaveAttribute('maxLength', String(ARTIFACT_TEXT_LIMITS.content));
    expect(screen.getByLabelText(F.messageText)).toHaveAttribute('maxLength', String(ARTIFACT_TEXT_LIMITS.messageText));
    expect(screen.getByLabelText(F.riddle)).toHaveAttribute('maxLength', String(ARTIFACT_TEXT_LIMITS.riddle));
    expect(screen.getByLabelText(F.unlockAnswer)).toHaveAttribute(
      'maxLength',
      String(ARTIFACT_TEXT_LIMITS.unlockAnswer),
    );
  });

  it('offers five named preset icons, scroll first and chosen', () => {
    setup();
    const group = screen.getByRole('group', { name: IN_GAME_TEXTS.presetLegend });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['scroll', 'relic', 'key', 'gem', 'book']);
    expect(within(group).getByRole('radio', { name: 'Scroll' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Gem' })).not.toBeChecked();
  });

  it('creates at the character cell: content falls back to the description, preset as type, files attached', async () => {
    const { onSubmit, onClose, user } = setup();
    expect(screen.getByText('Location: Overworld 2 (7, 3)')).toBeInTheDocument();
    await fill(user, F.name, 'Lantern of Dusk');
    await fill(user, F.description, 'It remembers evenings.');
    await fill(user, F.riddle, 'What burns without fire?');
    await user.click(screen.getByRole('radio', { name: 'Key' }));
    await user.selectOptions(screen.getByLabelText(F.theme), 'nature');
    await user.selectOptions(screen.getByLabelText(F.visibility), 'friends');
    await fill(user, F.tags, 'light, dusk , ,memory');
    await fill(user, F.dedication, 'For Grace');
    await fill(user, F.significance, 'My first one');
    const icon = fakeFile('lantern.png', 'image/png', 2000);
    const attachment = fakeFile('song.mp3', 'audio/mpeg', 3 * MB);
    await user.upload(screen.getByLabelText(F.icon), icon);
    await user.upload(screen.getByLabelText(F.attachment), attachment);
    await user.click(submitButton());

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Lantern of Dusk',
        description: 'It remembers evenings.',
        content: 'It remembers evenings.',
        riddle: 'What burns without fire?',
        theme: 'nature',
        visibility: 'friends',
        tags: ['light', 'dusk', 'memory'],
        dedication: 'For Grace',
        significance: 'My first one',
        type: 'key',
        location: { x: 7, y: 3, mapName: 'overworld2' },
      },
      { image: icon, attachment },
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the typed content when there is some', async () => {
    const { onSubmit, user } = setup();
    await fill(user, F.name, 'N');
    await fill(user, F.description, 'D');
    await fill(user, F.content, 'The full text');
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'The full text', visibility: 'public', type: 'scroll' }),
      {},
    );
  });

  it('refuses an icon that is not an image', async () => {
    const { onSubmit, user } = setup();
    await user.upload(screen.getByLabelText(F.icon), fakeFile('notes.txt', 'text/plain', 100));
    expect(screen.getByText(ARTIFACT_MESSAGES.iconNotImage)).toBeInTheDocument();
    await fill(user, F.name, 'N');
    await fill(user, F.description, 'D');
    await user.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(F.icon)).toHaveFocus();
  });

  it('accepts an SVG icon by its extension when the browser gives no type', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText(F.icon), fakeFile('mark.svg', '', 100));
    expect(screen.queryByText(ARTIFACT_MESSAGES.iconNotImage)).not.toBeInTheDocument();
  });

  it('refuses an icon of 1MB or more', async () => {
    const { onSubmit, user } = setup();
    await user.upload(screen.getByLabelText(F.icon), fakeFile('big.png', 'image/png', MB));
    expect(screen.getByText(ARTIFACT_MESSAGES.iconTooLarge)).toBeInTheDocument();
    await user.upload(screen.getByLabelText(F.icon), fakeFile('small.png', 'image/png', MB - 1));
    expect(screen.queryByText(ARTIFACT_MESSAGES.iconTooLarge)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says max 10MB for the attachment and refuses a larger one', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByLabelText(F.attachment)).toHaveAccessibleDescription(ARTIFACT_GAME_MESSAGES.attachmentHelp);
    await user.upload(screen.getByLabelText(F.attachment), fakeFile('film.mp4', 'video/mp4', 10 * MB + 1));
    expect(screen.getByText(ARTIFACT_GAME_MESSAGES.formAttachmentTooLarge)).toBeInTheDocument();
    await fill(user, F.name, 'N');
    await fill(user, F.description, 'D');
    await user.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a busy state while saving', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onClose, user } = setup({ onSubmit });
    await fill(user, F.name, 'N');
    await fill(user, F.description, 'D');
    await user.click(submitButton());
    const busy = screen.getByRole('button', { name: ARTIFACT_GAME_MESSAGES.saving });
    expect(busy).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the typed values and says so when saving fails', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new Error('500')));
    const { onClose, user } = setup({ onSubmit });
    await fill(user, F.name, 'Lantern');
    await fill(user, F.description, 'Glows');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ARTIFACT_MESSAGES.saveFailed);
    expect(screen.getByLabelText(F.name)).toHaveValue('Lantern');
    expect(screen.getByLabelText(F.description)).toHaveValue('Glows');
    expect(submitButton()).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits: prefilled from the artifact, sends every text and no location', async () => {
    const artifact = makeArtifact({
      name: 'Old Key',
      description: 'Opens something',
      content: 'Long text',
      type: 'key',
      theme: 'history',
      visibility: 'private',
      tags: ['old', 'iron'],
      attachmentOriginalName: 'map.pdf',
    });
    const { onSubmit, user } = setup({ mode: 'edit', initial: artifact });
    expect(screen.getByRole('dialog', { name: IN_GAME_TEXTS.editTitle })).toBeInTheDocument();
    expect(screen.queryByText(/^Location:/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(F.name)).toHaveValue('Old Key');
    expect(screen.getByLabelText(F.tags)).toHaveValue('old, iron');
    expect(screen.getByRole('radio', { name: 'Key' })).toBeChecked();
    expect(screen.getByLabelText(F.attachment)).toHaveAccessibleDescription(/map\.pdf/);
    await user.clear(screen.getByLabelText(F.name));
    await fill(user, F.name, 'Older Key');
    await user.click(screen.getByRole('button', { name: IN_GAME_TEXTS.save }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Older Key',
        description: 'Opens something',
        content: 'Long text',
        messageText: '',
        riddle: '',
        unlockAnswer: '',
        theme: 'history',
        visibility: 'private',
        tags: ['old', 'iron'],
        dedication: '',
        significance: '',
        type: 'key',
      },
      {},
    );
  });

  it('edits an artifact of a kind that is no preset without changing its type', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = setup({ mode: 'edit', initial: makeArtifact({ type: 'weapon' }), onSubmit });
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await user.click(screen.getByRole('button', { name: IN_GAME_TEXTS.save }));
    expect(onSubmit).toHaveBeenCalledWith(expect.not.objectContaining({ type: expect.anything() }), {});
  });
});
