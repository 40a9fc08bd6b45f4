import { WORLD_MESSAGES } from '@authentic/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { storeSignedInSession } from '../../test/session';
import { firstNpcName, generatedWorld } from './world-test-data';
import { WORLD_PAGE_TEXTS } from './world-page-texts';
import { stubWorldServer } from '../../test/worlds-test-server';

async function talkToFirstNpc(options: Parameters<typeof stubWorldServer>[0] = {}) {
  const world = generatedWorld();
  const name = firstNpcName(world);
  const server = stubWorldServer({ worlds: [world], ...options });
  storeSignedInSession();
  renderApp(`/world/${world.id}`);
  const characters = await screen.findByRole('region', { name: WORLD_PAGE_TEXTS.npcs });
  const button = within(characters).getByRole('button', { name: new RegExp(`^${name}\\b`) });
  await userEvent.click(button);
  const dialog = screen.getByRole('dialog', { name });
  return { server, name, dialog, button };
}

describe('Talking to an NPC on the world page', () => {
  beforeEach(() => void vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the question and shows the answer and its quote, waiting busy meanwhile', async () => {
    let answer = () => {};
    const { server, name, dialog } = await talkToFirstNpc({
      npcAnswer: {
        response: 'Go where the trail is quiet.',
        quote: { text: 'Keep close to Nature.', author: 'John Muir' },
      },
      npcDelay: new Promise<void>((resolve) => (answer = resolve)),
    });
    const field = within(dialog).getByLabelText(WORLD_PAGE_TEXTS.askLabel(name));
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Where should I walk?{Enter}');
    const ask = within(dialog).getByRole('button', { name: WORLD_PAGE_TEXTS.ask });
    expect(ask).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(WORLD_PAGE_TEXTS.waiting(name));
    act(() => answer());
    const log = within(dialog).getByRole('list', { name: WORLD_PAGE_TEXTS.conversation });
    expect(await within(log).findByText(/Go where the trail is quiet\./)).toBeInTheDocument();
    expect(within(log).getByText(/Where should I walk\?/)).toBeInTheDocument();
    expect(within(log).getByText(/Keep close to Nature\./)).toBeInTheDocument();
    expect(ask).toBeEnabled();
    expect(field).toHaveValue('');
    expect(server.npcPrompts).toEqual([{ npcId: expect.any(String), prompt: 'Where should I walk?' }]);
  });

  it("says 'Failed to interact with NPC' when the answer does not come, keeping the question", async () => {
    const { name, dialog } = await talkToFirstNpc({ npcAnswer: null });
    const field = within(dialog).getByLabelText(WORLD_PAGE_TEXTS.askLabel(name));
    await userEvent.type(field, 'Hello?');
    await userEvent.click(within(dialog).getByRole('button', { name: WORLD_PAGE_TEXTS.ask }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WORLD_MESSAGES.npcFailed);
    expect(field).toHaveValue('Hello?');
  });

  it('closes on Escape, gives focus back, and keeps the conversation for the next visit', async () => {
    const { name, dialog, button } = await talkToFirstNpc();
    await userEvent.type(within(dialog).getByLabelText(WORLD_PAGE_TEXTS.askLabel(name)), 'Hi{Enter}');
    expect(await within(dialog).findByText(/The mountains are calling\./)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(within(screen.getByRole('dialog', { name })).getByText(/The mountains are calling\./)).toBeInTheDocument();
  });
});
