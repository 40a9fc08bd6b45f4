import { describe, expect, it } from 'vitest';
import { seededRng } from '../shared/rng.js';
import { TERMINAL_COMPLETION } from './constants.js';
import { TERMINAL_NODES, TERMINAL_START_NODE_ID, terminalNodeById } from './graph.js';
import { chooseTerminalOption, startTerminal } from './runner.js';
import type { TerminalNode, TerminalState } from './types.js';
import { validateTerminalGraph } from './validate.js';

/** Every sequence of choice indexes that leads from the start to an exit. */
function allPaths(): number[][] {
  const paths: number[][] = [];
  const walk = (id: string, path: number[]) => {
    const node = terminalNodeById(id);
    if (node.exit) {
      paths.push(path);
      return;
    }
    node.choices.forEach((choice, index) => walk(choice.next, [...path, index]));
  };
  walk(TERMINAL_START_NODE_ID, []);
  return paths;
}

describe('the terminal graph', () => {
  it('passes its own validation', () => {
    expect(validateTerminalGraph(TERMINAL_NODES)).toEqual({ ok: true });
  });

  it('visits the nodes in the order of the spec on every path', () => {
    const spine = [
      'intro',
      'guide_introduction',
      'explanation',
      'greeting',
      'observations',
      'question1',
      'reply',
      'deeper_question',
      'reply',
      'revelation',
      'fake_analysis',
      'error',
      'warning',
      'system_override',
      'recovery',
      'apology',
      'final_warning',
      'exit',
    ];
    for (const path of allPaths()) {
      let state: TerminalState = startTerminal();
      const visited = [state.nodeId];
      for (const index of path) {
        const result = chooseTerminalOption(state, index, () => 0.9);
        if (!result.ok) throw new Error(result.reason);
        state = result.state;
        visited.push(state.nodeId);
      }
      const onSpine = visited
        .filter((id) => id !== 'explain_darkness' && id !== 'stay')
        .map((id) => (id.startsWith('reply_') ? 'reply' : id));
      expect(onSpine).toEqual(spine);
    }
  });

  it('offers 4, 4 and 3 choices at the three questions and an exit choice at the final warning', () => {
    expect(terminalNodeById('question1').choices).toHaveLength(4);
    expect(terminalNodeById('deeper_question').choices).toHaveLength(4);
    expect(terminalNodeById('apology').choices.map((c) => c.label)).toEqual([
      'Explain the darkness.',
      'Stay a little longer.',
      'Exit.',
    ]);
    expect(terminalNodeById('final_warning').choices).toEqual([{ label: 'Disconnect.', next: 'exit' }]);
  });

  it('ends every path at the exit with the reward, 48 paths in all', () => {
    const paths = allPaths();
    expect(paths).toHaveLength(4 * 4 * 3);
    paths.forEach((path, n) => {
      const rng = seededRng(n);
      let state = startTerminal({ username: 'ada' });
      let completion = null;
      for (const [step, index] of path.entries()) {
        expect(state.finished).toBe(false);
        const result = chooseTerminalOption(state, index, rng);
        if (!result.ok) throw new Error(`path ${n} step ${step}: ${result.reason}`);
        state = result.state;
        completion = result.completion;
      }
      expect(state.nodeId).toBe('exit');
      expect(state.finished).toBe(true);
      expect(completion).toEqual({ exp: 100, achievementId: 'terminal_master', achievementName: 'Terminal Master' });
      expect(completion).toEqual(TERMINAL_COMPLETION);
    });
  });
});

describe('validateTerminalGraph', () => {
  const node = (id: string, next: string[], extra: Partial<TerminalNode> = {}): TerminalNode => ({
    id,
    lines: ['...'],
    typingSpeedMs: 40,
    choices: next.map((n) => ({ label: n, next: n })),
    ...extra,
  });
  const good = [node('a', ['b'], { start: true }), node('b', ['c']), node('c', [], { exit: true })];

  it.each([
    ['a dangling next id', [node('a', ['zzz'], { start: true }), node('c', [], { exit: true })], "missing node 'zzz'"],
    ['no start', [node('a', ['c']), node('c', [], { exit: true })], 'exactly one start node, found 0'],
    [
      'two starts',
      [node('a', ['c'], { start: true }), node('b', ['c'], { start: true }), node('c', [], { exit: true })],
      'exactly one start node, found 2',
    ],
    ['no exit', [node('a', ['b'], { start: true }), node('b', ['a'])], 'no exit node'],
    ['an unreachable node', [...good, node('island', ['c'])], "node 'island' cannot be reached from the start"],
    [
      'a node without choices',
      [node('a', ['b'], { start: true }), node('b', []), node('c', [], { exit: true })],
      "node 'b' has no choices",
    ],
    ['a duplicate id', [...good, node('b', ['c'])], "duplicate node id 'b'"],
    [
      'a loop with no way out',
      [node('a', ['b', 'c'], { start: true }), node('b', ['b']), node('c', [], { exit: true })],
      "node 'b' never leads to an exit",
    ],
  ])('catches %s', (_name, nodes, problem) => {
    const check = validateTerminalGraph(nodes);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.join('\n')).toContain(problem);
  });

  it('accepts a small sound graph', () => {
    expect(validateTerminalGraph(good)).toEqual({ ok: true });
  });
});
