/**
 * Gathers the single-key reads asked for during one turn of the event loop into one read of
 * them all (`where id in (…)`), so a crowd's requests cost one round-trip, not one each. The
 * read begins on the next turn (setImmediate), after every caller in it asked: nobody is
 * answered from a read that started before their question.
 */
export function keyedBatch<V>(
  loadMany: (keys: string[]) => Promise<Map<string, V>>,
): (key: string) => Promise<V | undefined> {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let gathering: Map<string, Waiter[]> | undefined;

  const run = (batch: Map<string, Waiter[]>) => {
    gathering = undefined;
    loadMany([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batch = gathering;
      if (!batch) {
        const started = new Map<string, Waiter[]>();
        batch = gathering = started;
        setImmediate(() => run(started));
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
}
