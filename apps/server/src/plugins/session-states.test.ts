import { describe, expect, it } from 'vitest';
import { SessionStates, type SessionState } from './session-states.js';

describe('SessionStates', () => {
  const setup = () => {
    const clock = { now: 1000 };
    const stored = new Map<string, SessionState>([['u1', { sessionVersion: 0, username: 'ada' }]]);
    let loads = 0;
    const states = new SessionStates(
      async (id) => {
        loads += 1;
        return stored.get(id);
      },
      2000,
      () => clock.now,
    );
    return { clock, stored, states, loads: () => loads };
  };

  it('looks a player up once per 2 s', async () => {
    const { clock, stored, states, loads } = setup();
    expect(await states.get('u1')).toEqual({ sessionVersion: 0, username: 'ada' });
    stored.set('u1', { sessionVersion: 1, username: 'ada' });
    clock.now += 1999;
    expect((await states.get('u1'))?.sessionVersion).toBe(0);
    expect(loads()).toBe(1);
    clock.now += 1;
    expect((await states.get('u1'))?.sessionVersion).toBe(1);
    expect(loads()).toBe(2);
  });

  it('sees a change this process made at once', async () => {
    const { states } = setup();
    await states.get('u1');
    states.remember('u1', { sessionVersion: 3, username: 'ada' });
    expect((await states.get('u1'))?.sessionVersion).toBe(3);
  });

  it('does not keep a lookup that overlapped a change, nor an unknown player', async () => {
    const { stored, states, loads } = setup();
    stored.set('u1', { sessionVersion: 0, username: 'ada' });
    const pending = states.get('u1');
    states.remember('u1', { sessionVersion: 5, username: 'ada' });
    expect((await pending)?.sessionVersion).toBe(5);
    expect((await states.get('u1'))?.sessionVersion).toBe(5);
    expect(await states.get('nobody')).toBeUndefined();
    expect(await states.get('nobody')).toBeUndefined();
    expect(loads()).toBe(3);
  });
});
