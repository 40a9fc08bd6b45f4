import { worldDocSchema, type WorldDoc } from '@authentic/core';

/** This browser's unsaved edit of one world (decision 0252): the document and the version it started from. */
export interface KeptDraft {
  baseVersion: number;
  doc: WorldDoc;
  savedAt: string;
}

/** Namespaced like the app's other keys; one draft per world. */
export const draftKey = (worldId: string) => `authentic.worldDraft.${worldId}`;

/** The draft kept for this world, or null (none, unreadable, or no longer a valid world). */
export function readDraft(worldId: string, storage: Storage = localStorage): KeptDraft | null {
  try {
    const raw = storage.getItem(draftKey(worldId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<KeptDraft>;
    const doc = worldDocSchema.safeParse(value.doc);
    if (!doc.success || typeof value.baseVersion !== 'number') return null;
    return { baseVersion: value.baseVersion, doc: doc.data, savedAt: String(value.savedAt ?? '') };
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the browser would not (quota exceeded, storage off). */
export function writeDraft(worldId: string, draft: KeptDraft, storage: Storage = localStorage): boolean {
  try {
    storage.setItem(draftKey(worldId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(worldId: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(draftKey(worldId));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** Drafts are written at most this often while painting, and at once when the page is hidden. */
export const DRAFT_THROTTLE_MS = 500;
