/**
 * What the presence socket learns that other parts of the app act on (issue 34), without the
 * features meeting: the socket's account was deleted (the session ends, lib/auth-provider.tsx), and
 * a map's artifacts changed (the game reads them again, app/game/use-world-artifacts.ts).
 */
type Listener<T> = (value: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    emit(value: T): void {
      for (const listener of [...listeners]) listener(value);
    },
    /** Returns what stops listening. */
    listen(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** This tab's account was deleted (on another tab or device): the server said so on the socket. */
export const accountGone = channel<void>();

/** Someone's artifacts on this map (an artifact's map name) changed: read them again. */
export const artifactsChanged = channel<string>();
