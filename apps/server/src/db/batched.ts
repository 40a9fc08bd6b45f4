/**
 * Shares one database round-trip among callers that arrive together, without
 * ever answering a caller from a round-trip that began before it asked: a
 * caller arriving while one is in flight waits for the next, which then
 * serves everyone who queued behind it. Under a load balancer's health probes
 * (or a benchmark) this keeps the embedded database from serialising N pings.
 */
export function batched(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const schedule = (): Promise<void> => {
    if (!running) {
      running = task().finally(() => {
        running = undefined;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return schedule();
      });
    return next;
  };
  return schedule;
}
