// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorldPositionSaver, WORLD_POSITION_SAVE_DELAY_MS } from './world-position-saver';

describe('createWorldPositionSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends only the last cell of a walk, once the character has stood still', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const saver = createWorldPositionSaver(send);
    saver.cellChanged({ x: 1, y: 1 });
    await vi.advanceTimersByTimeAsync(WORLD_POSITION_SAVE_DELAY_MS - 100);
    saver.cellChanged({ x: 2, y: 1 });
    saver.cellChanged({ x: 3, y: 1 });
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(WORLD_POSITION_SAVE_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ x: 3, y: 1 }, false);
  });

  it('sends the map the cell is on when it is known', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const saver = createWorldPositionSaver(send);
    saver.cellChanged({ x: 5, y: 6, mapId: 'cave' });
    await saver.flush();
    expect(send).toHaveBeenCalledWith({ x: 5, y: 6, mapId: 'cave' }, false);
  });

  it('flushes at once (keepalive when the page hides), and has nothing to send twice', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const saver = createWorldPositionSaver(send);
    saver.cellChanged({ x: 4, y: 2 });
    await saver.flush(true);
    expect(send).toHaveBeenCalledWith({ x: 4, y: 2 }, true);
    await saver.flush();
    await vi.advanceTimersByTimeAsync(WORLD_POSITION_SAVE_DELAY_MS * 2);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a cell whose send failed and tries it again on the next flush', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const saver = createWorldPositionSaver(send);
    saver.cellChanged({ x: 5, y: 5 });
    await saver.flush();
    await saver.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ x: 5, y: 5 }, false);
  });
});
