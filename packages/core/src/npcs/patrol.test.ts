import { describe, expect, it } from 'vitest';
import type { Area, Position } from '../shared/geometry.js';
import { seededRng } from '../shared/rng.js';
import { stepPatrol, stepToward, type NpcPatrolState } from './patrol.js';

const area: Area = { startX: 2, startY: 3, width: 4, height: 3 };
const blocked = new Set(['3,4', '4,4']);
const isWalkable = (p: Position) => !blocked.has(`${p.x},${p.y}`);

function walk(seed: number, steps: number, start: NpcPatrolState = { position: { x: 2, y: 3 } }): NpcPatrolState[] {
  const rng = seededRng(seed);
  const states = [start];
  for (let i = 0; i < steps; i += 1) states.push(stepPatrol(states[states.length - 1] ?? start, area, isWalkable, rng));
  return states;
}

describe('NPC patrol', () => {
  it.each([1, 2, 3, 42, 2025])('never leaves the area or steps onto a blocked cell (seed %i)', (seed) => {
    const states = walk(seed, 2000);
    for (const [i, state] of states.entries()) {
      const { x, y } = state.position;
      expect(x >= 2 && x < 6 && y >= 3 && y < 6).toBe(true);
      expect(isWalkable(state.position)).toBe(true);
      const previous = states[i - 1];
      if (previous)
        expect(Math.abs(x - previous.position.x) + Math.abs(y - previous.position.y)).toBeLessThanOrEqual(1);
    }
  });

  it('sometimes stands still, mostly wanders, and visits the whole open area', () => {
    const states = walk(7, 2000);
    const pauses = states.slice(1).filter((state, i) => state === states[i]).length;
    expect(pauses).toBeGreaterThan(400);
    expect(pauses).toBeLessThan(1200);
    expect(new Set(states.map((s) => `${s.position.x},${s.position.y}`)).size).toBe(12 - blocked.size);
  });

  it('repeats the same walk for the same seed', () => {
    expect(walk(99, 200)).toEqual(walk(99, 200));
  });

  it('faces where it walks and keeps its other fields', () => {
    const npc = { id: 'john_muir', position: { x: 2, y: 3 } };
    const moved = walk(5, 50, npc).find((state) => state.facing !== undefined);
    expect(moved).toMatchObject({ id: 'john_muir' });
  });

  it('stays put when boxed in', () => {
    const npc: NpcPatrolState = { position: { x: 0, y: 0 } };
    const rng = seededRng(1);
    for (let i = 0; i < 50; i += 1) {
      expect(stepPatrol(npc, { startX: 0, startY: 0, width: 1, height: 1 }, () => true, rng)).toBe(npc);
    }
  });

  it('does not change the state it is given', () => {
    const npc: NpcPatrolState = { position: { x: 2, y: 3 } };
    walk(3, 100, npc);
    expect(npc).toEqual({ position: { x: 2, y: 3 } });
  });
});

describe('stepToward (a story sends an NPC somewhere in its patrol)', () => {
  const area = { startX: 0, startY: 0, width: 4, height: 3 };
  const open = () => true;
  it('walks along the longer gap first and arrives', () => {
    let npc = { position: { x: 0, y: 0 } };
    const statuses: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const step = stepToward(npc, { x: 3, y: 1 }, area, open);
      npc = step.npc;
      statuses.push(step.status);
    }
    expect(npc.position).toEqual({ x: 3, y: 1 });
    expect(statuses).toEqual(['walking', 'walking', 'walking', 'arrived']);
  });
  it('is stuck when no open cell of the patrol brings it nearer', () => {
    const wall = (cell: { x: number; y: number }) => cell.x !== 1;
    expect(stepToward({ position: { x: 0, y: 1 } }, { x: 3, y: 1 }, area, wall).status).toBe('stuck');
    expect(stepToward({ position: { x: 0, y: 1 } }, { x: 9, y: 1 }, { ...area, width: 1 }, open).status).toBe('stuck');
  });
});
