import {
  ADVENTURE_ENDING_LINES,
  ADVENTURE_MESSAGES,
  ADVENTURE_SCREEN_TEXTS as TEXTS,
  ADVENTURE_WINNING_COMMANDS,
  applyAdventureCommand,
  createAdventure,
  textAdventureProgressSchema,
  toAdventureProgress,
  type TextAdventureProgress,
} from '@authentic/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdventureGameOverOverlay } from './adventure-overlays';
import { AdventureScreen, type AdventureScreenProps } from './adventure-screen';

const INTRO_TITLE = "The Writer's Journey";

function setup(props: Partial<AdventureScreenProps> = {}) {
  const handlers = {
    onSave: vi.fn<(progress: TextAdventureProgress) => void>(),
    onComplete: vi.fn(),
    onExit: vi.fn(),
    music: { playMusic: vi.fn() },
  };
  const view = render(<AdventureScreen initialProgress={null} reducedMotion {...handlers} {...props} />);
  const input = screen.getByRole('textbox', { name: 'Command' });
  const log = screen.getByRole('log');
  const user = userEvent.setup();
  return { ...handlers, ...view, input, log, user };
}

/** Types a command and presses Enter, as fast as the form allows. */
function send(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** What the player sees: the log without the part still to be typed. */
function shownText(log: HTMLElement): string {
  const copy = log.cloneNode(true) as HTMLElement;
  for (const untyped of copy.querySelectorAll('.adventure-untyped')) untyped.remove();
  return copy.textContent ?? '';
}

const commandLines = (log: HTMLElement) => Array.from(log.querySelectorAll('.adventure-command'), (p) => p.textContent);

/** The progress a signed-in player saved after some commands. */
function savedAfter(commands: readonly string[]): TextAdventureProgress {
  let state = createAdventure();
  for (const command of commands) state = applyAdventureCommand(state, command).state;
  return { ...toAdventureProgress(state), commands: [...commands] };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AdventureScreen', () => {
  it('opens on the intro with the title, a full inspiration bar, the prompt focused and its music', () => {
    const { input, log, music } = setup();
    expect(screen.getByRole('dialog', { name: TEXTS.title })).toBeInTheDocument();
    expect(within(log).getByText(ADVENTURE_MESSAGES.helpHint)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: TEXTS.inspiration });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', TEXTS.prompt);
    expect(music.playMusic).toHaveBeenCalledWith('adventure');
  });

  it('answers a command to the letter, shows it as typed, keeps focus, and a failure costs nothing', () => {
    const { input, log } = setup();
    send(input, '  xyzzy ');
    expect(commandLines(log)).toEqual(['> xyzzy']);
    expect(within(log).getByText(ADVENTURE_MESSAGES.unknownCommand)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: TEXTS.inspiration })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeInTheDocument();

    send(input, '   ');
    expect(commandLines(log)).toEqual(['> xyzzy']);
  });

  it('types the newest output at 30 ms a character, and a key press shows it all', () => {
    const { input, log } = setup({ reducedMotion: false });
    // The intro is typed first; nothing of it shows yet.
    expect(shownText(log)).toBe('');
    advance(30 * 5);
    expect(shownText(log)).toBe('The W');
    advance(30);
    expect(shownText(log)).toBe('The Wr');
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(shownText(log)).toContain(INTRO_TITLE + ADVENTURE_MESSAGES.helpHint);
    const intro = shownText(log);

    send(input, 'xyzzy');
    expect(shownText(log)).toBe(`${intro}> xyzzy`);
    advance(30 * 3);
    expect(shownText(log)).toBe(`${intro}> xyzzyI d`);
    // A click on the history shows it all too.
    fireEvent.click(log);
    expect(shownText(log)).toBe(`${intro}> xyzzy${ADVENTURE_MESSAGES.unknownCommand}`);

    send(input, 'xyzzy');
    advance(30 * ADVENTURE_MESSAGES.unknownCommand.length - 1);
    expect(shownText(log).endsWith(ADVENTURE_MESSAGES.unknownCommand)).toBe(false);
    advance(1);
    expect(shownText(log).endsWith(`> xyzzy${ADVENTURE_MESSAGES.unknownCommand}`)).toBe(true);
  });

  it('shows everything at once when the system asks for reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query })),
    );
    const { input, log } = setup({ reducedMotion: undefined });
    expect(within(log).getByText(INTRO_TITLE)).toBeInTheDocument();
    send(input, 'xyzzy');
    expect(within(log).getByText(ADVENTURE_MESSAGES.unknownCommand)).toBeInTheDocument();
  });

  it('walks the command history with Up and Down, like a shell', async () => {
    vi.useRealTimers();
    const { input, user } = setup();
    await user.type(input, 'look{Enter}');
    await user.type(input, 'inventory{Enter}');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('inventory');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('look');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('look');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('inventory');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('');
    expect(screen.getByText(ADVENTURE_MESSAGES.inventoryEmpty)).toBeInTheDocument();
  });

  it("'quit' says so and leaves after 1 s, not before", () => {
    const { input, log, onExit } = setup();
    send(input, 'quit');
    expect(within(log).getByText(ADVENTURE_MESSAGES.quitting)).toBeInTheDocument();
    advance(999);
    expect(onExit).not.toHaveBeenCalled();
    advance(1);
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('Exit Adventure and Escape leave, Escape even while text is being typed', async () => {
    vi.useRealTimers();
    const { onExit, user } = setup({ reducedMotion: false });
    await user.keyboard('{Escape}');
    expect(onExit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: TEXTS.exitAdventure }));
    expect(onExit).toHaveBeenCalledTimes(2);
  });

  it('a winning run: the ending, its music, one completion with every command, then Continue leaves', () => {
    const { input, log, onComplete, onExit, music } = setup({ reducedMotion: false });
    for (const command of ADVENTURE_WINNING_COMMANDS) {
      send(input, command);
      fireEvent.keyDown(document.body, { key: 'Shift' });
    }
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ commands: ADVENTURE_WINNING_COMMANDS });
    expect(music.playMusic).toHaveBeenLastCalledWith('adventureEnding');
    expect(input).toBeDisabled();
    expect(within(log).getByText(ADVENTURE_ENDING_LINES[0] as string)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: TEXTS.completeTitle })).toBeInTheDocument();

    const continueButton = screen.getByRole('button', { name: TEXTS.continueJourney });
    expect(continueButton).toHaveFocus();
    fireEvent.click(continueButton);
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows Adventure Complete only once the ending has been typed', () => {
    const { input, log } = setup({ reducedMotion: false });
    for (const command of ADVENTURE_WINNING_COMMANDS) {
      fireEvent.click(log);
      send(input, command);
    }
    send(input, 'look'); // ignored: the run is over
    expect(commandLines(log).at(-1)).toBe('> write truth');
    expect(screen.queryByRole('dialog', { name: TEXTS.completeTitle })).not.toBeInTheDocument();
    advance(30 * 40);
    expect(shownText(log)).not.toContain(ADVENTURE_ENDING_LINES.at(-1));
    expect(screen.queryByRole('dialog', { name: TEXTS.completeTitle })).not.toBeInTheDocument();
    advance(60_000);
    expect(shownText(log)).toContain(ADVENTURE_ENDING_LINES.at(-1));
    expect(screen.getByRole('dialog', { name: TEXTS.completeTitle })).toBeInTheDocument();
  });

  it('nothing lowers inspiration: however many commands fail, the bar stays full and no Game Over comes', () => {
    const { input, log } = setup();
    for (let i = 0; i < 25; i += 1) send(input, i % 2 === 0 ? 'xyzzy' : 'examine nothing');
    expect(within(log).getAllByText(ADVENTURE_MESSAGES.unknownCommand)).toHaveLength(13);
    expect(screen.getByRole('progressbar', { name: TEXTS.inspiration })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('dialog', { name: TEXTS.gameOverTitle })).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    send(input, 'examine flagstones');
    expect(within(log).getByText(/Cold, uneven flagstones/)).toBeInTheDocument();
  });

  it('the Game Over overlay of spec 02 §2 offers Exit and Try Again, Try Again first in focus', () => {
    const onExit = vi.fn();
    const onTryAgain = vi.fn();
    render(<AdventureGameOverOverlay onExit={onExit} onTryAgain={onTryAgain} />);
    const over = screen.getByRole('dialog', { name: TEXTS.gameOverTitle });
    expect(over).toHaveTextContent(TEXTS.gameOverBody);
    expect(within(over).getByRole('button', { name: TEXTS.tryAgain })).toHaveFocus();
    fireEvent.click(within(over).getByRole('button', { name: TEXTS.tryAgain }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
    fireEvent.click(within(over).getByRole('button', { name: TEXTS.exit }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it("'restart' begins the run and its command log again", () => {
    const { input, log, onComplete } = setup();
    send(input, 'take torch');
    send(input, 'restart');
    expect(commandLines(log)).toEqual([]);
    for (const command of ADVENTURE_WINNING_COMMANDS) send(input, command);
    expect(onComplete).toHaveBeenCalledWith({ commands: ADVENTURE_WINNING_COMMANDS });
  });

  it('saves 2 s after a room change with the progress and the command log, and again on leaving', () => {
    const { input, onSave, unmount } = setup();
    send(input, 'look');
    advance(5000);
    expect(onSave).not.toHaveBeenCalled();

    send(input, 'north');
    advance(1999);
    expect(onSave).not.toHaveBeenCalled();
    advance(1);
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0]?.[0];
    expect(saved).toMatchObject({ currentRoom: 'hallway', inventory: [], commands: ['look', 'north'] });
    expect(textAdventureProgressSchema.safeParse(saved).success).toBe(true);

    send(input, 'examine portraits');
    unmount();
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSave.mock.calls[1]?.[0]).toMatchObject({
      currentRoom: 'hallway',
      commands: ['look', 'north', 'examine portraits'],
    });
    advance(5000);
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('a change still waiting to be saved is saved at once on Exit, and only once', () => {
    const { input, onSave, onExit, unmount } = setup();
    send(input, 'take torch');
    fireEvent.click(screen.getByRole('button', { name: TEXTS.exitAdventure }));
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ inventory: ['torch'], commands: ['take torch'] });
    unmount();
    advance(5000);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('a won run is saved as complete in the sanctuary', () => {
    const { input, onSave } = setup();
    for (const command of ADVENTURE_WINNING_COMMANDS) send(input, command);
    advance(2000);
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({
        currentRoom: 'sanctuary',
        completedInteractions: expect.arrayContaining(['sanctuary::complete']),
        commands: ADVENTURE_WINNING_COMMANDS,
      }),
    );
  });

  it('a guest never saves, and plays and leaves all the same', () => {
    const { input, onExit, unmount } = setup({ onSave: null });
    send(input, 'north');
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.exitAdventure }));
    expect(onExit).toHaveBeenCalledTimes(1);
    unmount();
    advance(3000);
  });

  it('resumes a saved run where it was and completes it with the commands from before the resume', () => {
    const before = ADVENTURE_WINNING_COMMANDS.slice(0, 3);
    const { input, log, onComplete } = setup({ initialProgress: savedAfter(before) });
    expect(commandLines(log)).toEqual(before.map((command) => `> ${command}`));
    send(input, 'inventory');
    expect(within(log).getByText(ADVENTURE_MESSAGES.inventory(['rusty key', 'torch']))).toBeInTheDocument();
    for (const command of ADVENTURE_WINNING_COMMANDS.slice(3)) send(input, command);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({
      commands: [...before, 'inventory', ...ADVENTURE_WINNING_COMMANDS.slice(3)],
    });
  });

  it('starts a fresh run when the saved run was already won, and reports nothing', () => {
    const { input, log, onComplete } = setup({ initialProgress: savedAfter(ADVENTURE_WINNING_COMMANDS) });
    expect(screen.queryByRole('dialog', { name: TEXTS.completeTitle })).not.toBeInTheDocument();
    expect(commandLines(log)).toEqual([]);
    expect(input).toBeEnabled();
    send(input, 'inventory');
    expect(within(log).getByText(ADVENTURE_MESSAGES.inventoryEmpty)).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('does not stop the music when it closes', () => {
    const { music, unmount } = setup();
    unmount();
    expect(music.playMusic).not.toHaveBeenCalledWith(null);
  });
});
