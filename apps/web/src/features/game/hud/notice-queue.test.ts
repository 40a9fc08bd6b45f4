// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GAME_SCREEN_MESSAGES, MAP_MESSAGES } from '@authentic/core';
import { arrivalText } from './game-notices';
import { dismissNotice, enqueueNotice, type GameNotice } from './notice-queue';

const arrival = (id: number, text: string): GameNotice => ({ id, kind: 'arrival', text, bannerId: id });
const pickup = (id: number, text: string): GameNotice => ({ id, kind: 'pickup', text });

describe('game notices', () => {
  it('queue in order and leave one by one', () => {
    let queue = enqueueNotice([], arrival(1, 'Welcome to Desert 1'));
    queue = enqueueNotice(queue, pickup(2, 'Scroll added to your inventory'));
    expect(queue.map((n) => n.id)).toEqual([1, 2]);
    queue = dismissNotice(queue, 1);
    expect(queue.map((n) => n.id)).toEqual([2]);
  });

  it('greet only the latest map: a new arrival replaces older ones', () => {
    let queue = enqueueNotice([], arrival(1, 'Welcome to Desert 1'));
    queue = enqueueNotice(queue, pickup(2, 'Scroll added to your inventory'));
    queue = enqueueNotice(queue, arrival(3, 'Welcome to Desert 2'));
    expect(queue.map((n) => n.id)).toEqual([2, 3]);
  });

  it("names the place in 'Welcome back'", () => {
    expect(arrivalText(MAP_MESSAGES.welcomeBack, 'Overworld 3')).toBe(
      GAME_SCREEN_MESSAGES.welcomeBackTo('Overworld 3'),
    );
    expect(arrivalText('Welcome to Yosemite', 'Yosemite')).toBe('Welcome to Yosemite');
  });
});
