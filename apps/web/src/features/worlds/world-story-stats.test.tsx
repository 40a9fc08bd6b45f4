import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StoryQuestsCompleted, WorldStoryStats } from './world-story-stats';

describe("a world's story on its page", () => {
  it('counts the quests players completed, once there is one', () => {
    const { rerender } = render(<StoryQuestsCompleted count={0} />);
    expect(screen.queryByText(/Quests completed/)).not.toBeInTheDocument();
    rerender(<StoryQuestsCompleted count={3} />);
    expect(screen.getByText('Quests completed by players: 3')).toBeInTheDocument();
  });

  it('shows its owner talks and players per knot and completions per quest', async () => {
    const answer = {
      success: true,
      talks: [{ knot: 'muir', talks: 5, players: 2 }],
      quests: [{ quest: 'Fruit picker', completions: 1 }],
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WorldStoryStats worldId="w1" />
      </QueryClientProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Your story, played' });
    expect(section).toBeInTheDocument();
    expect(screen.getByText('muir: 5 talks, 2 players')).toBeInTheDocument();
    expect(screen.getByText('Fruit picker: completed once')).toBeInTheDocument();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/worlds/w1/story/stats');
  });
});
