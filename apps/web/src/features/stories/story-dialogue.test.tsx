import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoryClient, StoryTurn } from './story-client';
import { StoryDialogue } from './story-dialogue';

const turn = (lines: string[], choices: string[] = [], tags: string[] = []): StoryTurn => ({
  lines: lines.map((text, i) => ({ text, tags: i === 0 ? tags : [] })),
  choices: choices.map((text, index) => ({ index, text })),
  ended: choices.length === 0,
  effects: [],
});

function fakeClient(overrides: Partial<StoryClient> = {}): StoryClient {
  return {
    talk: vi.fn(async () => turn(['Hello, traveller.', 'Which do you want?'], ['Apples', 'Pears'])),
    choose: vi.fn(async (index: number) => turn([index === 1 ? 'Pears it is.' : 'Apples it is.'])),
    waiting: vi.fn(async () => null),
    doors: vi.fn(async () => []),
    ...overrides,
  };
}

/** Motion reduced: lines show whole, one after another, so tests wait for text, not for typing. */
function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('StoryDialogue', () => {
  beforeEach(() => reduceMotion(true));
  afterEach(() => vi.unstubAllGlobals());

  it("is a dialog named for the speaker that shows the knot's lines, then its choices", async () => {
    const client = fakeClient();
    render(<StoryDialogue client={client} knot="muir" speaker="Old Muir" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Old Muir' });
    expect(await within(dialog).findByText('Hello, traveller.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Which do you want?')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: '2. Pears' })).toBeInTheDocument();
    expect(client.talk).toHaveBeenCalledWith('muir', undefined);
  });

  it('takes a choice by its number key and plays on to the end, where Continue closes', async () => {
    const client = fakeClient();
    const onClose = vi.fn();
    render(<StoryDialogue client={client} knot="muir" speaker="Old Muir" onClose={onClose} />);
    const first = await screen.findByRole('button', { name: '1. Apples' });
    // Once the first choice has focus the dialogue listens for number keys (both settle in one commit).
    await waitFor(() => expect(first).toHaveFocus());
    fireEvent.keyDown(document, { key: '2' });
    expect(await screen.findByText('Pears it is.')).toBeInTheDocument();
    expect(client.choose).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: '1. Apples' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('moves between choices with the arrow keys and takes one with a click', async () => {
    const client = fakeClient();
    render(<StoryDialogue client={client} knot="muir" speaker="Old Muir" onClose={() => undefined} />);
    const first = await screen.findByRole('button', { name: '1. Apples' });
    // The first choice takes focus once the dialog has settled (the dialog focuses itself first).
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '2. Pears' })).toHaveFocus();
    await userEvent.click(first);
    expect(await screen.findByText('Apples it is.')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<StoryDialogue client={fakeClient()} knot="muir" speaker="Old Muir" onClose={onClose} />);
    await screen.findByRole('button', { name: '1. Apples' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it("shows a conversation's waiting choices again instead of starting the knot afresh", async () => {
    const client = fakeClient({ waiting: vi.fn(async () => ({ knot: 'muir', choices: [{ index: 0, text: 'Yes' }] })) });
    render(<StoryDialogue client={client} knot="muir" speaker="Old Muir" onClose={() => undefined} />);
    expect(await screen.findByRole('button', { name: '1. Yes' })).toBeInTheDocument();
    expect(client.talk).not.toHaveBeenCalled();
  });

  it('types a line at the reading pace, and any key shows it whole at once', async () => {
    reduceMotion(false);
    const client = fakeClient({ talk: vi.fn(async () => turn(['A rather long line that takes a while to type.'])) });
    render(<StoryDialogue client={client} knot="muir" speaker="Old Muir" onClose={() => undefined} />);
    await screen.findByText(/^A rather/);
    expect(screen.queryByText('A rather long line that takes a while to type.')).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'x' });
    expect(await screen.findByText('A rather long line that takes a while to type.')).toBeInTheDocument();
  });

  it('tells what went wrong and tries again', async () => {
    const talk = vi
      .fn<StoryClient['talk']>()
      .mockRejectedValueOnce(new Error('This story went round in circles and was stopped.'))
      .mockResolvedValue(turn(['Better now.']));
    render(<StoryDialogue client={fakeClient({ talk })} knot="muir" speaker="Old Muir" onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This story went round in circles and was stopped.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Better now.')).toBeInTheDocument();
  });
});
