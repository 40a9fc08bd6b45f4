import type { StoryAction, StoryTurn } from '@authentic/core/ink';
import type { StoryReport } from './story-check';

/** What the page asks the story worker, and what it answers (each answer carries its question's id). */
export type StoryRequest =
  | { id: number; kind: 'check'; source: string }
  | { id: number; kind: 'play'; compiled: string; state: string | null; action: StoryAction };

export type StoryAnswer =
  { id: number; kind: 'check'; report: StoryReport } | { id: number; kind: 'play'; turn: StoryTurn };
