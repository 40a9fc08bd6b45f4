// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addMove, advance, MAX_BACKLOG, poseAt, REMOTE_STEP_MS, standingAt } from './interpolation';

describe('another player walking', () => {
  it('walks from the old cell to the new one over one step, one foot then standing', () => {
    const start = standingAt({ x: 2, y: 2 }, 'down');
    const motion = advance(addMove(start, { x: 3, y: 2 }, 'right', 1000), 1000);
    expect(poseAt(motion, 1000)).toMatchObject({ x: 2, y: 2, facing: 'right', moving: true, steps: 1 });
    expect(poseAt(motion, 1000 + REMOTE_STEP_MS / 2)).toMatchObject({ x: 2.5, y: 2, moving: true });
    expect(poseAt(motion, 1000 + REMOTE_STEP_MS)).toMatchObject({ x: 3, y: 2, moving: false });
  });

  it('plays a late batch of moves in order, faster than walking, never skipping a cell', () => {
    let motion = standingAt({ x: 0, y: 0 }, 'down');
    for (const x of [1, 2, 3]) motion = addMove(motion, { x, y: 0 }, 'right', 0);
    motion = advance(motion, 0);
    // Three steps arrived at once: the first starts now at a third of the step time.
    expect(motion.durationMs).toBeCloseTo(REMOTE_STEP_MS / 3);
    const seen: number[] = [];
    for (let t = 0; t <= 400; t += 10) {
      motion = advance(motion, t);
      seen.push(poseAt(motion, t).x);
    }
    // Monotonic, no jump larger than a cell between frames, and done well within three steps' time.
    seen.forEach((x, i) => i && expect(x - (seen[i - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(seen.at(-1)).toBe(3);
    const arrivedAt = seen.indexOf(3) * 10;
    expect(arrivedAt).toBeLessThan(3 * REMOTE_STEP_MS);
  });

  it('turning on the spot only changes the facing', () => {
    const motion = addMove(standingAt({ x: 4, y: 4 }, 'down'), { x: 4, y: 4 }, 'left', 500);
    expect(poseAt(motion, 500)).toMatchObject({ x: 4, y: 4, facing: 'left', moving: false });
  });

  it('a jump of more than two cells (a portal, a fix) is shown at once', () => {
    const walking = addMove(standingAt({ x: 1, y: 1 }, 'down'), { x: 2, y: 1 }, 'right', 0);
    const jumped = addMove(walking, { x: 9, y: 9 }, 'up', 50);
    expect(poseAt(jumped, 50)).toMatchObject({ x: 9, y: 9, facing: 'up', moving: false });
    expect(jumped.queue).toEqual([]);
  });

  it('after a pause the next step starts when it is heard, not in the past', () => {
    const first = advance(addMove(standingAt({ x: 0, y: 0 }, 'down'), { x: 1, y: 0 }, 'right', 0), 0);
    const later = advance(addMove(first, { x: 2, y: 0 }, 'right', 5000), 5000);
    expect(poseAt(later, 5000)).toMatchObject({ x: 1, moving: true });
    expect(poseAt(later, 5000 + REMOTE_STEP_MS)).toMatchObject({ x: 2, moving: false });
  });

  it('far behind (a hidden tab), skips the oldest steps rather than replaying them all', () => {
    let motion = standingAt({ x: 0, y: 0 }, 'down');
    for (let x = 1; x <= 20; x += 1) motion = addMove(motion, { x, y: 0 }, 'right', 0);
    expect(motion.queue).toHaveLength(MAX_BACKLOG);
    expect(motion.to).toEqual({ x: 20 - MAX_BACKLOG, y: 0 });
    expect(motion.queue.at(-1)).toMatchObject({ x: 20 });
  });
});
