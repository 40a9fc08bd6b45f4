/** What the server keeps of a player's quests (spec 01 §7 gameProgress, PUT /api/users/me/progress). */
export interface QuestGameProgress {
  currentQuest: string | null;
  completedQuests: string[];
}

export type SaveQuestProgress = (gameProgress: QuestGameProgress) => Promise<unknown>;

function same(a: QuestGameProgress | null, b: QuestGameProgress): boolean {
  return (
    a !== null &&
    a.currentQuest === b.currentQuest &&
    a.completedQuests.length === b.completedQuests.length &&
    a.completedQuests.every((id, index) => b.completedQuests[index] === id)
  );
}

export interface QuestSaver {
  /** The server should hold this; sent when no call is running, only if it differs from the last saved. */
  want(gameProgress: QuestGameProgress): void;
  /** Tries the last wanted state again after a failure. */
  retry(): void;
  dispose(): void;
}

/**
 * One call at a time (decision 0197): a change made while a call is on its way is sent after it,
 * and only the newest state is sent. A failure is reported and stops the queue; the next change
 * or `retry()` tries again, so a dead network is not hammered. Never throws.
 */
export function createQuestSaver(
  save: SaveQuestProgress,
  saved: QuestGameProgress | null,
  onFailure: (error: unknown) => void,
): QuestSaver {
  let lastSaved = saved;
  let wanted: QuestGameProgress | null = null;
  let busy = false;
  let disposed = false;

  function pump(): void {
    if (busy || disposed || wanted === null) return;
    if (same(lastSaved, wanted)) {
      wanted = null;
      return;
    }
    const sending = wanted;
    busy = true;
    let call: Promise<unknown>;
    try {
      call = save({ currentQuest: sending.currentQuest, completedQuests: [...sending.completedQuests] });
    } catch (error) {
      call = Promise.reject(error);
    }
    call.then(
      () => {
        busy = false;
        lastSaved = sending;
        if (wanted === sending) wanted = null;
        pump();
      },
      (error: unknown) => {
        busy = false;
        if (!disposed) onFailure(error);
      },
    );
  }

  return {
    want(gameProgress) {
      wanted = gameProgress;
      pump();
    },
    retry: pump,
    dispose() {
      disposed = true;
    },
  };
}
