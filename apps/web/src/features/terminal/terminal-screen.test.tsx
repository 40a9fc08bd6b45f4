import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TERMINAL_AUTO_ADVANCE_MS,
  TERMINAL_CHOICE_LABELS,
  TERMINAL_LINES,
  TERMINAL_TEXTS,
  TERMINAL_WHISPERS,
  currentTerminalNode,
  replayTerminal,
  startTerminal,
  type TerminalResultRequest,
} from '@authentic/core';
import { TERMINAL_AUTO_EXIT_MS, TerminalScreen, type TerminalScreenProps } from './terminal-screen';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

// fireEvent, not user-event: its async wrapper waits on a timer the fake clock never fires.

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const context = { username: 'Ada', artifactCount: 3, qualifyingArtifact: 'Lantern' };
const NEVER_WHISPER = () => 0.999;

function renderTerminal(props: Partial<TerminalScreenProps> = {}) {
  const onComplete = vi.fn<(result: TerminalResultRequest) => void>();
  const onExit = vi.fn();
  const sounds = { play: vi.fn<(effect: 'typing' | 'whisper') => void>() };
  render(
    <TerminalScreen
      context={context}
      onComplete={onComplete}
      onExit={onExit}
      sounds={sounds}
      rng={NEVER_WHISPER}
      reducedMotion={false}
      {...props}
    />,
  );
  return { onComplete, onExit, sounds };
}

const log = () => screen.getByRole('log');
/** What the player sees: the log without the part still to be typed (there, but transparent). */
function shown(): string {
  const copy = log().cloneNode(true) as HTMLElement;
  for (const untyped of copy.querySelectorAll('.terminal-untyped')) untyped.remove();
  return copy.textContent ?? '';
}
const replyBox = () => screen.getByRole('textbox', { name: TERMINAL_TEXTS.replyLabel });
const choiceButtons = () => screen.queryAllByRole('button', { name: /^\d\. / });
const continueButton = () => screen.queryByRole('button', { name: TERMINAL_TEXTS.continueLabel });

/** Hurries the text of the first `count` nodes (all auto-advancing) and skips their waits. */
function passAutoNodes(count: number) {
  for (let node = 0; node < count; node += 1) {
    fireEvent.keyDown(document.body, { key: 'x' });
    fireEvent.click(continueButton()!);
  }
}

/** Hurries each node's text with a key and skips every wait, until a question or the end. */
function playToNextQuestion() {
  for (let guard = 0; guard < 50; guard += 1) {
    fireEvent.keyDown(document.body, { key: 'x' });
    const next = continueButton();
    if (!next) return;
    fireEvent.click(next);
  }
  throw new Error('no question reached');
}

describe('TerminalScreen', () => {
  it('shows the title bar: Terminal3, the status line and Exit', () => {
    renderTerminal();
    expect(screen.getByRole('dialog', { name: TERMINAL_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Terminal3' })).toBeInTheDocument();
    expect(screen.getByText('CONNECTIVITY: LIMITED')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exit' })).toBeInTheDocument();
  });

  it("types the text one character per the node's speed, and a key shows it all at once", () => {
    const { sounds } = renderTerminal();
    const speed = currentTerminalNode(startTerminal()).typingSpeedMs;
    const text = TERMINAL_LINES.intro.join('');
    expect(shown()).toBe('');

    advance(speed * 5);
    expect(shown()).toBe(text.slice(0, 5));
    advance(speed - 1);
    expect(shown()).toBe(text.slice(0, 5));
    advance(1);
    expect(shown()).toBe(text.slice(0, 6));
    expect(sounds.play).toHaveBeenCalledWith('typing');
    // Throttled: a sound every few characters, not one each.
    advance(speed * 30);
    const typingSounds = sounds.play.mock.calls.filter(([effect]) => effect === 'typing').length;
    expect(typingSounds).toBeGreaterThan(1);
    expect(typingSounds).toBeLessThanOrEqual(Math.ceil(36 / 3));

    expect(continueButton()).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'a' });
    for (const line of TERMINAL_LINES.intro) expect(screen.getByText(line)).toBeInTheDocument();
    expect(continueButton()).toBeInTheDocument();
  });

  it('a click on the text shows it all at once', () => {
    renderTerminal();
    advance(100);
    fireEvent.click(log());
    expect(shown()).toBe(TERMINAL_LINES.intro.join(''));
  });

  it('a tap anywhere but on a control shows the text whole; the Exit button only leaves', () => {
    const { onExit } = renderTerminal();
    advance(100);
    fireEvent.click(screen.getByText(TERMINAL_TEXTS.statusLine));
    expect(shown()).toBe(TERMINAL_LINES.intro.join(''));
    expect(onExit).not.toHaveBeenCalled();

    fireEvent.click(continueButton()!);
    advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('a key that hurries the text does only that: a digit picks no choice, a held digit neither', () => {
    const { onComplete } = renderTerminal();
    passAutoNodes(5); // question1 is typing
    fireEvent.keyDown(document.body, { key: '2' });
    // The question is whole and its choices are offered; nothing was picked.
    expect(choiceButtons()).toHaveLength(4);
    expect(log()).not.toHaveTextContent(TERMINAL_CHOICE_LABELS.portal);
    // The same key, still held down, repeats: it does not pick either.
    fireEvent.keyDown(document.body, { key: '2', repeat: true });
    expect(choiceButtons()).toHaveLength(4);
    // Pressed again, it picks.
    fireEvent.keyDown(document.body, { key: '2' });
    expect(log()).toHaveTextContent(TERMINAL_CHOICE_LABELS.portal);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('Enter hurries the text, except on a focused button, which it presses', () => {
    const { onExit } = renderTerminal();
    advance(100);
    const exitButton = screen.getByRole('button', { name: 'Exit' });
    exitButton.focus();
    fireEvent.keyDown(exitButton, { key: 'Enter' });
    expect(shown()).toBe(TERMINAL_LINES.intro.join('').slice(0, 1));
    expect(continueButton()).not.toBeInTheDocument();

    log().focus();
    fireEvent.keyDown(log(), { key: 'Enter' });
    expect(shown()).toBe(TERMINAL_LINES.intro.join(''));
    expect(onExit).not.toHaveBeenCalled();
  });

  it('Escape while the text types leaves, and does not hurry it first', () => {
    const { onExit } = renderTerminal();
    advance(100);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(continueButton()).not.toBeInTheDocument();
  });

  it('the wait before moving on starts when a key ends the typing, not when the text began', () => {
    renderTerminal();
    const guideLine = TERMINAL_LINES.guideIntroduction[0];
    advance(1000);
    fireEvent.keyDown(document.body, { key: 'x' });
    advance(TERMINAL_AUTO_ADVANCE_MS - 1);
    expect(continueButton()).toBeInTheDocument();
    expect(log()).not.toHaveTextContent(guideLine);
    advance(1);
    expect(continueButton()).not.toBeInTheDocument();
    expect(log()).toHaveTextContent(guideLine);
  });

  it('a screen reader has every line whole from the start, each added once and kept as the talk moves on', () => {
    renderTerminal();
    expect(log()).toHaveAttribute('aria-relevant', 'additions');
    const lines = () => Array.from(log().querySelectorAll('p'));
    // Nothing is typed yet, but the whole text is there to be read (only transparent on screen).
    expect(shown()).toBe('');
    expect(lines().map((line) => line.textContent)).toEqual([...TERMINAL_LINES.intro]);
    expect(log().querySelectorAll('[aria-hidden="true"]:not(.terminal-cursor)')).toHaveLength(0);
    const first = lines()[0];

    advance(200);
    fireEvent.keyDown(document.body, { key: 'x' });
    fireEvent.click(continueButton()!);
    // The same elements hold the intro: they are not removed and added again, so not announced again.
    expect(lines()[0]).toBe(first);
    expect(lines().map((line) => line.textContent)).toEqual([
      ...TERMINAL_LINES.intro,
      ...TERMINAL_LINES.guideIntroduction,
    ]);
  });

  it('with reduced motion the text appears at once', () => {
    renderTerminal({ reducedMotion: true });
    for (const line of TERMINAL_LINES.intro) expect(screen.getByText(line)).toBeInTheDocument();
    expect(continueButton()).toBeInTheDocument();
  });

  it('moves on by itself 1.5 s after typing ends (not before), and Continue skips the wait', () => {
    renderTerminal({ reducedMotion: true });
    const guideLine = TERMINAL_LINES.guideIntroduction[0];
    advance(TERMINAL_AUTO_ADVANCE_MS - 1);
    expect(screen.queryByText(guideLine)).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText(guideLine)).toBeInTheDocument();
    // Earlier text stays above.
    expect(screen.getByText(TERMINAL_LINES.intro[0])).toBeInTheDocument();

    fireEvent.click(continueButton()!);
    expect(screen.getByText(TERMINAL_LINES.explanation[0])).toBeInTheDocument();
  });

  it('the wait starts only when typing ends', () => {
    renderTerminal();
    const intro = TERMINAL_LINES.intro.join('');
    advance(intro.length * currentTerminalNode(startTerminal()).typingSpeedMs);
    expect(shown()).toBe(intro);
    expect(continueButton()).toBeInTheDocument();
    advance(TERMINAL_AUTO_ADVANCE_MS - 1);
    expect(continueButton()).toBeInTheDocument();
    advance(1);
    expect(continueButton()).not.toBeInTheDocument();
    advance(45 * 2); // the guide's introduction types at 45 ms a character
    expect(shown()).toBe(intro + TERMINAL_LINES.guideIntroduction[0].slice(0, 2));
  });

  it('shows numbered choices only at a question, once typed; the reply box is disabled until then', () => {
    renderTerminal();
    expect(choiceButtons()).toHaveLength(0);
    expect(replyBox()).toBeDisabled();
    expect(replyBox()).toHaveAttribute('placeholder', TERMINAL_TEXTS.replyPlaceholder);

    passAutoNodes(5); // intro, guide, explanation, greeting, observations: question1 is typing
    expect(log()).toHaveTextContent(TERMINAL_LINES.observations[0].replace('{username}', 'Ada'));
    expect(choiceButtons()).toHaveLength(0);
    expect(replyBox()).toBeDisabled();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(choiceButtons().map((button) => button.textContent)).toEqual([
      `1. ${TERMINAL_CHOICE_LABELS.curious}`,
      `2. ${TERMINAL_CHOICE_LABELS.portal}`,
      `3. ${TERMINAL_CHOICE_LABELS.wayOut}`,
      `4. ${TERMINAL_CHOICE_LABELS.who}`,
    ]);
    expect(screen.getByRole('button', { name: `1. ${TERMINAL_CHOICE_LABELS.curious}` })).toBeInTheDocument();
    expect(continueButton()).not.toBeInTheDocument();
    expect(replyBox()).toBeEnabled();
    expect(replyBox()).toHaveFocus();
  });

  it('a number key picks that choice when focus is not in the reply box', () => {
    renderTerminal();
    playToNextQuestion();
    // In the reply box a digit is text, not a choice.
    fireEvent.keyDown(replyBox(), { key: '2' });
    expect(choiceButtons()).toHaveLength(4);

    fireEvent.keyDown(log(), { key: '2' });
    expect(choiceButtons()).toHaveLength(0);
    expect(log()).toHaveTextContent(TERMINAL_CHOICE_LABELS.portal);
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(screen.getByText(TERMINAL_LINES.replyPortal[0])).toBeInTheDocument();
  });

  it.each([
    ['2', TERMINAL_LINES.replyPortal[0]],
    ['way out', TERMINAL_LINES.replyWayOut[0]],
    ['qwzx', TERMINAL_LINES.replyCurious[0]],
  ])('a typed reply %j picks its choice, submitted with Enter', (reply, answer) => {
    const { onComplete } = renderTerminal({ reducedMotion: true });
    playToNextQuestion();
    fireEvent.change(replyBox(), { target: { value: `  ${reply} ` } });
    fireEvent.submit(replyBox());
    expect(screen.getByText(reply)).toBeInTheDocument();
    expect(screen.getByText(answer)).toBeInTheDocument();
    expect(replyBox()).toHaveValue('');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('an empty reply does nothing', () => {
    renderTerminal({ reducedMotion: true });
    playToNextQuestion();
    fireEvent.change(replyBox(), { target: { value: '   ' } });
    fireEvent.submit(replyBox());
    expect(choiceButtons()).toHaveLength(4);
  });

  it('plays a whisper, in its own style, with the whisper sound', () => {
    const { sounds } = renderTerminal({ reducedMotion: true, rng: () => 0 });
    expect(sounds.play).not.toHaveBeenCalledWith('whisper');
    fireEvent.click(continueButton()!);
    const whisper = screen.getByText(TERMINAL_WHISPERS[0]);
    expect(whisper).toHaveClass('terminal-line-whisper');
    expect(sounds.play).toHaveBeenCalledWith('whisper');
  });

  it('a whisper waits for the lines to type out', () => {
    const { sounds } = renderTerminal({ rng: () => 0 });
    fireEvent.keyDown(document.body, { key: 'x' });
    fireEvent.click(continueButton()!);
    advance(50);
    expect(screen.queryByText(TERMINAL_WHISPERS[0])).not.toBeInTheDocument();
    expect(sounds.play).not.toHaveBeenCalledWith('whisper');
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(screen.getByText(TERMINAL_WHISPERS[0])).toBeInTheDocument();
    expect(sounds.play).toHaveBeenCalledWith('whisper');
  });

  it('played to the end by choices: onComplete once with the moves, then onExit 2 s after the end', () => {
    const { onComplete, onExit } = renderTerminal();
    for (let question = 0; question < 4; question += 1) {
      playToNextQuestion();
      fireEvent.keyDown(document.body, { key: 'x' });
      fireEvent.click(choiceButtons()[0]!);
    }
    expect(onComplete).toHaveBeenCalledTimes(1);
    const result = onComplete.mock.calls[0]![0];
    expect(result).toEqual({ moves: [{ choice: 1 }, { choice: 1 }, { choice: 1 }, { choice: 1 }] });
    expect(replayTerminal(result.moves).ok).toBe(true);

    // The exit node types out; then Exit has focus and the screen closes by itself.
    expect(onExit).not.toHaveBeenCalled();
    const exitMs = TERMINAL_LINES.exit.join('').length * 150;
    advance(exitMs);
    expect(screen.getByText(TERMINAL_LINES.exit[0])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exit' })).toHaveFocus();
    expect(continueButton()).not.toBeInTheDocument();
    expect(replyBox()).toBeDisabled();
    advance(TERMINAL_AUTO_EXIT_MS - 1);
    expect(onExit).not.toHaveBeenCalled();
    advance(1);
    expect(onExit).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('sends typed replies as typed (trimmed), mixed with choices, and the server replay accepts them', () => {
    const { onComplete, onExit } = renderTerminal({ reducedMotion: true });
    const answers = [' 2 ', 'follow', null, 'disconnect'];
    for (const answer of answers) {
      playToNextQuestion();
      if (answer === null) {
        fireEvent.click(screen.getByRole('button', { name: `3. ${TERMINAL_CHOICE_LABELS.exit}` }));
      } else {
        fireEvent.change(replyBox(), { target: { value: answer } });
        fireEvent.submit(replyBox());
      }
    }
    const result = onComplete.mock.calls[0]![0];
    expect(result.moves).toEqual([{ reply: '2' }, { reply: 'follow' }, { choice: 3 }, { reply: 'disconnect' }]);
    expect(replayTerminal(result.moves).ok).toBe(true);
    // Exit at the end leaves at once, and the timer does not leave a second time.
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    advance(TERMINAL_AUTO_EXIT_MS);
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('Esc and the Exit button leave at any time', () => {
    const { onExit, onComplete } = renderTerminal();
    advance(200);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onExit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(onExit).toHaveBeenCalledTimes(2);
    expect(onComplete).not.toHaveBeenCalled();
  });
});
