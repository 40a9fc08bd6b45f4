export { useWorldDocSync, type WorldDocSync } from './use-world-doc-sync';
export { SaveBar, type SaveBarProps } from './save-bar';
export { ProblemsList } from './problems-list';
export { readDraft, removeDraft, draftKey, type KeptDraft } from './drafts';
export { SYNC_TEXTS } from './sync-texts';
