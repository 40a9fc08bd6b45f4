import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GAME_SCREEN_MESSAGES } from '@authentic/core';
import { GameHud } from './game-hud';

describe('GameHud', () => {
  it("names the map, the player and shows the experience level with a progressbar and its numbers, 'N / M'", () => {
    render(<GameHud mapName="Yosemite" player={{ name: 'ada', experience: 260 }} />);
    const hud = screen.getByRole('region', { name: GAME_SCREEN_MESSAGES.hud });
    expect(hud).toHaveTextContent('Yosemite');
    expect(hud).toHaveTextContent('ada');
    const bar = screen.getByRole('progressbar', { name: 'Experience level 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '260');
    expect(bar).toHaveAttribute('aria-valuemin', '250');
    expect(bar).toHaveAttribute('aria-valuemax', '500');
    expect(bar).toHaveAttribute('aria-valuetext', '260 of 500 experience');
    // Seen, not only heard: the numbers and the level named apart from the story's Level 1–4.
    expect(hud).toHaveTextContent('260 / 500');
    expect(hud).toHaveTextContent('XP level 2');
  });

  it('calls a player without a name a guest, and leaves out the bar where no experience is kept', () => {
    render(<GameHud mapName="Overworld" player={{ name: null, experience: null }} />);
    expect(screen.getByText(GAME_SCREEN_MESSAGES.guest)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
