/**
 * The keyed, value-answering sibling of `batched`: identical reads that
 * arrive together share one database round-trip, and no caller is ever
 * answered from a read that began before it asked, so a player always reads
 * their own writes. A read starts on the next turn of the event loop
 * (setImmediate), so every request already received joins it: the embedded
 * database runs in this thread and would otherwise block the loop before the
 * others were even parsed. A caller arriving once the read has begun waits
 * for the next one, which serves everyone queued behind it.
 */
export function coalesced<T>(): (key: string, read: () => Promise<T>) => Promise<T> {
  interface Slot {
    /** The read callers may still join: it has not started yet. */
    gathering?: Promise<T> | undefined;
    running?: Promise<T> | undefined;
    next?: Promise<T> | undefined;
  }
  const slots = new Map<string, Slot>();

  const schedule = (key: string, read: () => Promise<T>): Promise<T> => {
    let slot = slots.get(key);
    if (!slot) {
      slot = {};
      slots.set(key, slot);
    }
    const current = slot;
    if (current.gathering) return current.gathering;
    if (!current.running) {
      const started = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        current.gathering = undefined;
        return read();
      });
      current.gathering = started;
      current.running = started.finally(() => {
        current.running = undefined;
        if (!current.next) slots.delete(key);
      });
      return current.running;
    }
    current.next ??= current.running
      .catch(() => undefined)
      .then(() => {
        current.next = undefined;
        return schedule(key, read);
      });
    return current.next;
  };
  return schedule;
}
