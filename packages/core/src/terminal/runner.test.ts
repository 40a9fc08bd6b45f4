import { describe, expect, it } from 'vitest';
import { TERMINAL_LINES, TERMINAL_TEXTS } from '../messages/terminal.js';
import { type Rng, seededRng } from '../shared/rng.js';
import { TERMINAL_AUTO_ADVANCE_MS, clampTerminalTypingSpeed } from './constants.js';
import { TERMINAL_NODES } from './graph.js';
import {
  chooseTerminalOption,
  currentTerminalNode,
  replyToTerminal,
  startTerminal,
  terminalCompletion,
} from './runner.js';
import type { TerminalMoveResult, TerminalState } from './types.js';

const silent: Rng = () => 0.99;

function ok(result: TerminalMoveResult): TerminalState {
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

/** Lets the auto-advancing nodes move on until the player has to answer. */
function untilQuestion(state: TerminalState): TerminalState {
  let current = state;
  while (currentTerminalNode(current).autoAdvance) current = ok(chooseTerminalOption(current, 0, silent));
  return current;
}

describe('the terminal session', () => {
  it('opens on the intro and keeps the spec status line and auto-advance delay', () => {
    const state = startTerminal();
    expect(currentTerminalNode(state)).toMatchObject({ id: 'intro', autoAdvance: true, expectsInput: false });
    expect(state.transcript.map((line) => line.text)).toEqual(TERMINAL_LINES.intro);
    expect(TERMINAL_TEXTS.statusLine).toBe('CONNECTIVITY: LIMITED');
    expect(TERMINAL_AUTO_ADVANCE_MS).toBe(1500);
  });

  it('greets the player by name and mentions their artifacts', () => {
    const state = untilQuestion(
      startTerminal({ username: 'ada', artifactCount: 4, qualifyingArtifact: 'Brass Lantern' }),
    );
    const said = state.transcript.map((line) => line.text);
    expect(said).toContain('Welcome, ada.');
    expect(said).toContain('ARTIFACTS CARRIED: 4');
    expect(said).toContain('One of them opened this door: Brass Lantern.');
    expect(currentTerminalNode(state).lines).toEqual(['Tell me, ada: why did you come to the edge of the world?']);
  });

  it('falls back when the context is missing', () => {
    const said = untilQuestion(startTerminal()).transcript.map((line) => line.text);
    expect(said).toContain('Welcome, traveler.');
    expect(said).toContain('ARTIFACTS CARRIED: UNKNOWN');
  });

  it('shows numbered choices and takes input at a question', () => {
    const view = currentTerminalNode(untilQuestion(startTerminal()));
    expect(view.expectsInput).toBe(true);
    expect(view.choices.map((choice) => choice.number)).toEqual([1, 2, 3, 4]);
  });

  it('answers a typed reply and writes it into the transcript', () => {
    const question = untilQuestion(startTerminal());
    const state = ok(replyToTerminal(question, '  who  ', silent));
    expect(state.nodeId).toBe('reply_who');
    expect(state.transcript.at(-3)).toEqual({ from: 'player', text: 'who' });
    const byNumber = ok(replyToTerminal(question, '3', silent));
    expect(byNumber.nodeId).toBe('reply_way_out');
    const byNothing = ok(replyToTerminal(question, 'banana', silent));
    expect(byNothing.nodeId).toBe('reply_curious');
  });

  it('writes the chosen label for a button press but nothing for an auto-advance', () => {
    const question = untilQuestion(startTerminal());
    const state = ok(chooseTerminalOption(question, 1, silent));
    expect(state.transcript.filter((line) => line.from === 'player')).toEqual([
      { from: 'player', text: "I followed the portal. I didn't choose this." },
    ]);
  });

  it.each([
    ['a reply while text auto-advances', (s: TerminalState) => replyToTerminal(s, '1', silent), 'input-not-expected'],
    ['a blank reply', (s: TerminalState) => replyToTerminal(untilQuestion(s), '   ', silent), 'empty-reply'],
    [
      'a choice out of range',
      (s: TerminalState) => chooseTerminalOption(untilQuestion(s), 4, silent),
      'no-such-choice',
    ],
    ['a negative choice', (s: TerminalState) => chooseTerminalOption(s, -1, silent), 'no-such-choice'],
    ['a fractional choice', (s: TerminalState) => chooseTerminalOption(s, 0.5, silent), 'no-such-choice'],
  ])('refuses %s', (_name, move, reason) => {
    expect(move(startTerminal())).toEqual({ ok: false, reason });
  });

  it('rewards only on reaching the exit, then refuses further moves', () => {
    let state = startTerminal();
    let result: TerminalMoveResult = { ok: true, state, completion: null };
    while (!state.finished) {
      expect(terminalCompletion(state)).toBeNull();
      result = currentTerminalNode(state).autoAdvance
        ? chooseTerminalOption(state, 0, silent)
        : replyToTerminal(state, 'exit', silent);
      state = ok(result);
    }
    expect(result.ok && result.completion).toEqual({
      exp: 100,
      achievementId: 'terminal_master',
      achievementName: 'Terminal Master',
    });
    expect(currentTerminalNode(state)).toMatchObject({ isExit: true, expectsInput: false, choices: [] });
    expect(chooseTerminalOption(state, 0, silent)).toEqual({ ok: false, reason: 'finished' });
    expect(replyToTerminal(state, '1', silent)).toEqual({ ok: false, reason: 'finished' });
  });

  it('adds a whisper after the lines when the roll is low, with the name filled in', () => {
    const rolls = [0.05, 0.99];
    const rng: Rng = () => rolls.shift() ?? 0.99;
    const state = ok(chooseTerminalOption(startTerminal({ username: 'ada' }), 0, rng));
    expect(state.whisper).toBe('...we remember you, ada...');
    expect(state.transcript.at(-1)).toEqual({ from: 'whisper', text: '...we remember you, ada...' });
    const next = ok(chooseTerminalOption(state, 0, silent));
    expect(next.whisper).toBeNull();
  });

  it('never changes the state it is given', () => {
    const state = startTerminal({ username: 'ada' });
    const copy: unknown = JSON.parse(JSON.stringify(state));
    chooseTerminalOption(state, 0, seededRng(1));
    expect(state).toEqual(copy);
  });
});

describe('typing speed', () => {
  it.each([
    [0, 5],
    [5, 5],
    [60, 60],
    [150, 150],
    [1000, 150],
    [-3, 5],
    [Number.NaN, 40],
  ])('%d ms per character is shown at %d ms', (given, shown) => {
    expect(clampTerminalTypingSpeed(given)).toBe(shown);
  });

  it('keeps every node between 5 and 150 ms per character', () => {
    for (const node of TERMINAL_NODES) {
      const view = currentTerminalNode({ ...startTerminal(), nodeId: node.id });
      expect(view.typingSpeedMs).toBeGreaterThanOrEqual(5);
      expect(view.typingSpeedMs).toBeLessThanOrEqual(150);
    }
  });
});
