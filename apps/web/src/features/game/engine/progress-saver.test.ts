// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createProgressSaver } from './progress-saver';

describe('createProgressSaver', () => {
  it('sends at once when the map changes, and on flush otherwise', async () => {
    const send = vi.fn(async () => undefined);
    const saver = createProgressSaver(send);
    saver.cellChanged('overworld', { x: 1, y: 1 });
    saver.cellChanged('overworld', { x: 2, y: 1 });
    expect(send).not.toHaveBeenCalled();
    saver.cellChanged('overworld2', { x: 4, y: 4 });
    expect(send).toHaveBeenCalledWith({ lastPosition: { x: 4, y: 4, worldId: 'overworld2' } }, false);
    saver.cellChanged('overworld2', { x: 5, y: 4 });
    await saver.flush(true);
    expect(send).toHaveBeenLastCalledWith({ lastPosition: { x: 5, y: 4, worldId: 'overworld2' } }, true);
  });

  it('does not send the same cell twice, and retries after a failure', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const saver = createProgressSaver(send);
    saver.cellChanged('overworld', { x: 3, y: 3 });
    await saver.flush();
    await saver.flush();
    await saver.flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends inventory and viewed artifacts at once, with the newest cell', async () => {
    const send = vi.fn(async () => undefined);
    const saver = createProgressSaver(send);
    saver.cellChanged('overworld', { x: 3, y: 3 });
    await saver.save({ inventory: ['builtin-scroll'] });
    expect(send).toHaveBeenCalledWith(
      { inventory: ['builtin-scroll'], lastPosition: { x: 3, y: 3, worldId: 'overworld' } },
      false,
    );
  });

  it('sends a first step that changes the map at once, once told where the game started', () => {
    const send = vi.fn(async () => undefined);
    const saver = createProgressSaver(send);
    saver.startAt('overworld', { x: 9, y: 9 });
    saver.cellChanged('overworld2', { x: 1, y: 4 });
    expect(send).toHaveBeenCalledWith({ lastPosition: { x: 1, y: 4, worldId: 'overworld2' } }, false);
  });
});
