// @vitest-environment node
import { PLATFORMER_SETTINGS as S } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { PLATFORMER_MESSAGE_TICKS, createPlatformerSession } from './platformer-session';

const RIGHT = { left: false, right: true, jump: false };
const NONE = { left: false, right: false, jump: false };

describe('a platformer session', () => {
  it('runs one fixed step per frame of 1000/60 ms, however the float sums round', () => {
    const session = createPlatformerSession();
    let now = 0;
    let last = 0;
    for (let i = 0; i < 300; i += 1) {
      now += S.stepMs;
      session.advance(now - last, NONE);
      last = now;
    }
    expect(session.state.ticks).toBe(300);
  });

  it('counts a long frame as 250 ms at most', () => {
    const session = createPlatformerSession();
    session.advance(5000, NONE);
    expect(session.state.ticks).toBe(15);
  });

  it('records a death that a Try Again follows, and stops stepping until then', () => {
    const session = createPlatformerSession();
    for (let i = 0; i < 600 && session.state.status === 'playing'; i += 1) session.step(RIGHT);
    expect(session.state.status).toBe('dead');
    const ticks = session.state.ticks;
    expect(session.step(RIGHT)).toEqual([]);
    expect(session.state.ticks).toBe(ticks);
    session.restart();
    expect(session.state).toMatchObject({ status: 'playing', player: { position: { x: 50, y: 300 } } });
    expect(session.result()).toBeNull();
  });

  it('publishes only when what the panels show changes', () => {
    const session = createPlatformerSession();
    let published = 0;
    session.subscribe(() => (published += 1));
    for (let i = 0; i < 60; i += 1) {
      session.step(NONE);
      session.publish();
    }
    expect(published).toBe(0);
    expect(PLATFORMER_MESSAGE_TICKS).toBe(240);
  });
});
