import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compileStory } from '@authentic/core/ink';
import { guestStoryKey } from './guest-story-store';
import { guestStoryClient } from './story-client';
import { StoryBookReader, typedChoice } from './story-book-reader';
import { StoryDialogue } from './story-dialogue';

const SOURCE = `VAR fruit = "none"
=== muir ===
Which fruit? # emote: wave
* [Apples]
  ~ fruit = "apples"
  Apples it is. # give: Apple
* [Pears]
  ~ fruit = "pears"
  Pears it is. # quest: Fruit picker # open: 3,3
- -> END
=== ada ===
{fruit == "none": Talk to Muir first.|You picked {fruit}.}
-> END
=== diary ===
The diary is open.
* [Read on] The last page is blank.
- -> END
`;

describe("a guest's story, played in the browser", () => {
  let fetchMock = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const compiled = compileStory(SOURCE);
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
    const answer = JSON.stringify({ success: true, version: 3, compiled: compiled.compiled, knots: compiled.knots });
    fetchMock = vi.fn(async () => new Response(answer, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its place in local storage: a reload shows the waiting choices, and another character remembers', async () => {
    const onEffects = vi.fn();
    const first = render(
      <StoryDialogue
        client={guestStoryClient('w1')}
        knot="muir"
        speaker="Muir"
        onEffects={onEffects}
        onClose={() => undefined}
      />,
    );
    await screen.findByRole('button', { name: '2. Pears' });
    expect(onEffects).toHaveBeenCalledWith([{ kind: 'emote', emote: 'wave' }]);
    expect(localStorage.getItem(guestStoryKey('w1'))).toContain('"knot":"muir"');
    first.unmount();

    // A reload: a new client reads the place back and offers the same choices without starting again.
    const second = render(
      <StoryDialogue
        client={guestStoryClient('w1')}
        knot="muir"
        speaker="Muir"
        onEffects={onEffects}
        onClose={() => undefined}
      />,
    );
    await screen.findByRole('button', { name: '2. Pears' });
    expect(screen.queryByText('Which fruit?')).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: '2' });
    expect(await screen.findByText('Pears it is.')).toBeInTheDocument();
    expect(onEffects).toHaveBeenLastCalledWith([{ kind: 'quest', quest: 'Fruit picker', first: true }]);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    second.unmount();

    render(<StoryDialogue client={guestStoryClient('w1')} knot="ada" speaker="Ada" onClose={() => undefined} />);
    expect(await screen.findByText('You picked pears.')).toBeInTheDocument();
    // A guest's turns ask the server for the compiled story only: nothing is posted.
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    expect(calls.every(([url, init]) => url === '/api/worlds/w1/story' && (init?.method ?? 'GET') === 'GET')).toBe(
      true,
    );
  });

  it('reads a book to its end, a choice typed by its words', async () => {
    const onClose = vi.fn();
    render(<StoryBookReader client={guestStoryClient('w2')} title="A diary" knot="diary" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'A diary' })).toBeInTheDocument();
    expect(await screen.findByText('The diary is open.')).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/Type a choice/), 'read ON{Enter}');
    expect(await screen.findByText('The last page is blank.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the doors a guest's choices open, on the talk's map, across versions", async () => {
    const client = guestStoryClient('w1');
    await client.talk('muir', 'main');
    const turn = await client.choose(1);
    expect(turn.effects).toContainEqual({ kind: 'open', mapId: 'main', x: 3, y: 3 });
    expect(await client.doors()).toEqual([{ mapId: 'main', x: 3, y: 3, open: true }]);
    const kept = JSON.parse(localStorage.getItem(guestStoryKey('w1'))!);
    localStorage.setItem(guestStoryKey('w1'), JSON.stringify({ ...kept, version: 1 }));
    expect(await guestStoryClient('w1').doors()).toEqual([{ mapId: 'main', x: 3, y: 3, open: true }]);
  });
});

describe('typedChoice', () => {
  const choices = [
    { index: 0, text: 'Go north' },
    { index: 1, text: 'Wait' },
  ];
  it('finds a choice by its number or its words, and nothing else', () => {
    expect(typedChoice('2', choices)?.index).toBe(1);
    expect(typedChoice('  go   NORTH ', choices)?.index).toBe(0);
    expect(typedChoice('3', choices)).toBeNull();
    expect(typedChoice('north', choices)).toBeNull();
  });
});
