import { PRESENCE_MESSAGES, SAFETY_API, SAFETY_MESSAGES } from '@authentic/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FriendPresence } from './friend-presence';
import { PRIVACY_TEXTS, PrivacySection } from './privacy-section';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe("friends' presence", () => {
  it('says Online with the map a friend shares, Offline otherwise, nothing when the server says nothing', () => {
    const { rerender, container } = render(<FriendPresence friend={{ online: true, mapName: 'Overworld 2' }} />);
    expect(container).toHaveTextContent(`${PRESENCE_MESSAGES.online} · ${PRESENCE_MESSAGES.onMap('Overworld 2')}`);
    rerender(<FriendPresence friend={{ online: true, mapName: null }} />);
    expect(container).toHaveTextContent(new RegExp(`^${PRESENCE_MESSAGES.online}$`));
    rerender(<FriendPresence friend={{ online: false, mapName: null }} />);
    expect(container).toHaveTextContent(PRESENCE_MESSAGES.offlineFriend);
    rerender(<FriendPresence friend={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("'Show friends which map I am on' reads and saves the privacy setting", async () => {
    const calls: { method: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      expect(String(input)).toContain(SAFETY_API.privacy);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, body });
      return json({ success: true, shareMapWithFriends: method === 'PUT' ? body.shareMapWithFriends : false });
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PrivacySection />
      </QueryClientProvider>,
    );
    const box = screen.getByRole('checkbox', { name: PRIVACY_TEXTS.shareMap });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText(SAFETY_MESSAGES.privacySaved)).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(calls.at(-1)).toEqual({ method: 'PUT', body: { shareMapWithFriends: true } });
  });
});
