import type { TerminalNode } from './types.js';

export type TerminalGraphCheck = { ok: true } | { ok: false; problems: string[] };

/**
 * Checks a conversation graph before anyone plays it: unique ids, exactly one
 * start, at least one exit, no dangling next ids, every non-exit node has a
 * choice (exit nodes have none), every node reachable from the start and able
 * to reach an exit.
 */
export function validateTerminalGraph(nodes: readonly TerminalNode[]): TerminalGraphCheck {
  const problems: string[] = [];
  const byId = new Map<string, TerminalNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) problems.push(`duplicate node id '${node.id}'`);
    byId.set(node.id, node);
  }

  const starts = nodes.filter((node) => node.start);
  if (starts.length !== 1) problems.push(`expected exactly one start node, found ${starts.length}`);
  if (!nodes.some((node) => node.exit)) problems.push('no exit node');

  for (const node of nodes) {
    if (node.exit && node.choices.length > 0) problems.push(`exit node '${node.id}' has choices`);
    if (!node.exit && node.choices.length === 0) problems.push(`node '${node.id}' has no choices`);
    if (node.autoAdvance && node.choices.length !== 1) {
      problems.push(`auto-advancing node '${node.id}' needs exactly one choice`);
    }
    for (const choice of node.choices) {
      if (!byId.has(choice.next)) problems.push(`node '${node.id}' leads to missing node '${choice.next}'`);
    }
  }

  const start = starts[0];
  if (start) {
    const reached = reachable([start.id], (id) => byId.get(id)?.choices.map((c) => c.next) ?? []);
    for (const node of nodes) {
      if (!reached.has(node.id)) problems.push(`node '${node.id}' cannot be reached from the start`);
    }
  }

  // Walking the edges backwards from the exits finds nodes that would trap the player.
  const cameFrom = new Map<string, string[]>();
  for (const node of nodes) {
    for (const choice of node.choices) cameFrom.set(choice.next, [...(cameFrom.get(choice.next) ?? []), node.id]);
  }
  const leadsOut = reachable(
    nodes.filter((node) => node.exit).map((node) => node.id),
    (id) => cameFrom.get(id) ?? [],
  );
  for (const node of nodes) {
    if (!leadsOut.has(node.id)) problems.push(`node '${node.id}' never leads to an exit`);
  }

  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

function reachable(from: readonly string[], neighbours: (id: string) => readonly string[]): Set<string> {
  const seen = new Set(from);
  const queue = [...from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const next of neighbours(id)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}
