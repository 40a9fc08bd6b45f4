import { describe, expect, it } from 'vitest';
import { PLATFORMER_SETTINGS } from './constants.js';
import { advancePlatformerBody } from './physics.js';
import { groundRect, platformRect } from './stage-parts.js';
import type { PlatformerBody, PlatformerInput, PlatformerRect } from './types.js';

const idle: PlatformerInput = { left: false, right: false, jump: false };
const right: PlatformerInput = { ...idle, right: true };
const left: PlatformerInput = { ...idle, left: true };
const jump: PlatformerInput = { ...idle, jump: true };

const floor = [groundRect(0, 350, 3000)];

function body(x: number, y: number, grounded = true, vy = 0): PlatformerBody {
  return { position: { x, y }, velocity: { x: 0, y: vy }, facing: 'right', grounded };
}

function run(start: PlatformerBody, inputs: PlatformerInput[], rects: readonly PlatformerRect[]): PlatformerBody[] {
  const trail: PlatformerBody[] = [];
  let current = start;
  for (const input of inputs) {
    current = advancePlatformerBody(current, input, rects);
    trail.push(current);
  }
  return trail;
}

describe('platformer physics', () => {
  it('keeps the constants of the spec', () => {
    expect(PLATFORMER_SETTINGS).toMatchObject({
      gravity: 0.5,
      jumpVelocity: -12,
      moveSpeed: 5,
      cameraMargin: 300,
      worldWidth: 3000,
      playerWidth: 40,
      playerHeight: 50,
      pickupSize: 30,
      canvasWidth: 800,
      canvasHeight: 400,
      fallDeathY: 500,
      endZoneX: 2750,
      maxHealth: 100,
      manuscriptsPerStage: 3,
      quoteBannerMs: 5000,
      victoryReportDelayMs: 5000,
    });
  });

  it('pulls a falling player down 0.5 px per step faster each step', () => {
    const trail = run(body(100, 0, false), Array(10).fill(idle), []);
    expect(trail.map((b) => b.velocity.y)).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(trail.at(-1)?.position.y).toBe(27.5);
  });

  it('walks 5 px per step and turns to face the way it walks', () => {
    const [first] = run(body(100, 300), [right], floor);
    expect(first).toMatchObject({ position: { x: 105, y: 300 }, facing: 'right', grounded: true });
    const [back] = run(body(100, 300), [left], floor);
    expect(back).toMatchObject({ position: { x: 95 }, facing: 'left' });
    const [still] = run({ ...body(100, 300), facing: 'left' }, [{ ...idle, left: true, right: true }], floor);
    expect(still).toMatchObject({ position: { x: 100 }, facing: 'left' });
  });

  it('jumps 138 px high and lands where it took off 47 steps later', () => {
    const trail = run(body(100, 300), [jump, ...Array(60).fill(idle)], floor);
    expect(Math.min(...trail.map((b) => b.position.y))).toBe(300 - 138);
    const landing = trail.findIndex((b) => b.grounded);
    expect(landing + 1).toBe(47);
    expect(trail[landing]?.position.y).toBe(300);
  });

  it('jumps only from the ground', () => {
    const [inAir] = run(body(100, 100, false, 2), [jump], floor);
    expect(inAir?.velocity.y).toBe(2.5);
    const [onGround] = run(body(100, 300), [jump], floor);
    expect(onGround?.velocity.y).toBe(-11.5);
  });

  it('lands on a platform from above and stays there', () => {
    const rects = [...floor, platformRect(80, 200, 100)];
    const trail = run(body(100, 100, false), Array(40).fill(idle), rects);
    expect(trail.at(-1)).toMatchObject({ position: { y: 150 }, velocity: { y: 0 }, grounded: true });
  });

  it('jumps up through a platform from below and lands on top of it', () => {
    const rects = [...floor, platformRect(80, 240, 100)];
    const trail = run(body(100, 300), [jump, ...Array(60).fill(idle)], rects);
    expect(trail.at(-1)).toMatchObject({ position: { y: 190 }, grounded: true });
  });

  it('walks off the edge of a platform and falls', () => {
    const rects = [platformRect(0, 200, 100)];
    const trail = run(body(85, 150), Array(3).fill(right), rects);
    expect(trail.map((b) => b.grounded)).toEqual([true, true, false]);
  });

  it('stops at the walls of the world', () => {
    const [atLeft] = run(body(2, 300), [left], floor);
    expect(atLeft?.position.x).toBe(0);
    const [atRight] = run(body(2958, 300), [right], floor);
    expect(atRight?.position.x).toBe(2960);
  });

  it('cannot walk through a step of higher ground, but can jump onto it', () => {
    const rects = [groundRect(0, 350, 500), groundRect(500, 300, 500)];
    const walked = run(body(440, 300), Array(10).fill(right), rects);
    expect(walked.at(-1)?.position.x).toBe(460);
    const jumped = run(body(440, 300), [{ ...right, jump: true }, ...Array(60).fill(right)], rects);
    expect(jumped.at(-1)).toMatchObject({ position: { y: 250 }, grounded: true });
    expect(jumped.at(-1)?.position.x).toBeGreaterThan(500);
  });
});
