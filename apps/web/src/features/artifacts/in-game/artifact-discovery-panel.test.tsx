import { ARTIFACT_DISCOVERY_HINT_TEXTS, REWARD_MESSAGES } from '@authentic/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArtifactDiscoveryPanel, type DiscoveryArtifact } from './artifact-discovery-panel';
import { IN_GAME_TEXTS } from './in-game-texts';

const at = (id: string, x: number, y: number, mine = false): DiscoveryArtifact => ({
  id,
  name: `Artifact ${id}`,
  position: { x, y },
  mine,
});

const region = () => screen.queryByRole('region', { name: IN_GAME_TEXTS.discoveryLabel });

describe('ArtifactDiscoveryPanel', () => {
  it('hides itself when nothing lies within 3 tiles', () => {
    render(
      <ArtifactDiscoveryPanel
        artifacts={[at('far', 10, 10), at('edge', 5, 9)]}
        position={{ x: 5, y: 5 }}
        onInteract={() => {}}
      />,
    );
    expect(region()).not.toBeInTheDocument();
  });

  it('counts the artifacts in range and gives one hint each, nearest first', () => {
    render(
      <ArtifactDiscoveryPanel
        artifacts={[at('three', 5, 8), at('far', 5, 9), at('one', 6, 5), at('two', 5, 3), at('diag', 6, 6)]}
        position={{ x: 5, y: 5 }}
        onInteract={() => {}}
      />,
    );
    const panel = region()!;
    expect(panel).toHaveTextContent('Artifacts nearby: 4');
    const hints = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(hints).toEqual([
      ARTIFACT_DISCOVERY_HINT_TEXTS.veryClose,
      ARTIFACT_DISCOVERY_HINT_TEXTS.nearby,
      ARTIFACT_DISCOVERY_HINT_TEXTS.nearby,
      ARTIFACT_DISCOVERY_HINT_TEXTS.somewhere,
    ]);
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Interact only for the artifact under the character', async () => {
    const onInteract = vi.fn();
    render(
      <ArtifactDiscoveryPanel
        artifacts={[at('here', 2, 2), at('near', 3, 2)]}
        position={{ x: 2, y: 2 }}
        onInteract={onInteract}
      />,
    );
    const panel = region()!;
    expect(within(panel).getByText(ARTIFACT_DISCOVERY_HINT_TEXTS.standingOn)).toBeInTheDocument();
    const buttons = within(panel).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName(IN_GAME_TEXTS.interactWith('Artifact here'));
    await userEvent.click(buttons[0]!);
    expect(onInteract).toHaveBeenCalledWith('here');
  });

  it('marks the player’s own artifacts', () => {
    render(
      <ArtifactDiscoveryPanel
        artifacts={[at('mine', 1, 1, true), at('theirs', 1, 2)]}
        position={{ x: 1, y: 1 }}
        onInteract={() => {}}
      />,
    );
    const items = within(region()!).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(REWARD_MESSAGES.yourArtifact);
    expect(items[1]).not.toHaveTextContent(REWARD_MESSAGES.yourArtifact);
  });

  it('updates politely as the character moves, without taking focus', () => {
    const before = document.activeElement;
    const { rerender, container } = render(
      <ArtifactDiscoveryPanel artifacts={[at('a', 0, 0)]} position={{ x: 5, y: 5 }} onInteract={() => {}} />,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-live', 'polite');
    expect(region()).not.toBeInTheDocument();
    rerender(<ArtifactDiscoveryPanel artifacts={[at('a', 0, 0)]} position={{ x: 0, y: 0 }} onInteract={() => {}} />);
    expect(region()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(before);
  });
});
