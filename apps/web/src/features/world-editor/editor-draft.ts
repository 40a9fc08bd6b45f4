import { worldDocSchema, type WorldDoc } from '@authentic/core';

/** What the editor keeps in this browser while editing, so a reload loses nothing (issue 25). */
export interface EditorDraft {
  baseVersion: number;
  doc: WorldDoc;
  savedAt: string;
}

const keyOf = (worldId: string) => `authentic.worldDraft.${worldId}`;

/** The draft kept for this world, or null (none, unreadable or no longer a valid world). */
export function loadDraft(worldId: string, storage: Storage = localStorage): EditorDraft | null {
  try {
    const raw = storage.getItem(keyOf(worldId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<EditorDraft>;
    const doc = worldDocSchema.safeParse(value.doc);
    if (!doc.success || typeof value.baseVersion !== 'number') return null;
    return { baseVersion: value.baseVersion, doc: doc.data, savedAt: String(value.savedAt ?? '') };
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the browser would not (storage full or off). */
export function saveDraft(worldId: string, draft: EditorDraft, storage: Storage = localStorage): boolean {
  try {
    storage.setItem(keyOf(worldId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(worldId: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(keyOf(worldId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
