import { STORY_LIMITS } from '@authentic/core';
import { playStory } from '@authentic/core/ink';
import { checkStorySource } from './story-check';
import type { StoryAnswer, StoryRequest } from './story-protocol';

/**
 * One question to the story worker answered: a check of the source, or a turn of Try it within the
 * same budget the server plays a turn with (decision 0283). The worker runs this; so does a page
 * without workers (the tests' jsdom).
 */
export function answerStoryRequest(request: StoryRequest, now: () => number): StoryAnswer {
  if (request.kind === 'check') return { id: request.id, kind: 'check', report: checkStorySource(request.source) };
  const budget = { ms: STORY_LIMITS.turnMs, lines: STORY_LIMITS.linesPerTurn, now };
  return { id: request.id, kind: 'play', turn: playStory(request.compiled, request.state, request.action, budget) };
}
