// inkjs's ink.d.mts names its modules without extensions, so NodeNext sees its classes untyped: the
// few members used here are typed where they are used.
import { Story } from 'inkjs/full';
import { STORY_LIMITS, utf8Bytes } from '../stories/story-limits.js';
import { storyKnots } from './compile-story.js';

export type StoryAction = { knot: string } | { choice: number };

export interface StoryBudget {
  /** Time the turn may run, in milliseconds. */
  ms: number;
  /** Lines the turn may show. */
  lines: number;
  /** A clock in milliseconds (performance.now); without one, the slices of time are counted instead. */
  now?: () => number;
}

export interface StoryLine {
  text: string;
  tags: string[];
}

export interface StoryChoice {
  index: number;
  text: string;
}

export type StoryTurn =
  | { ok: true; lines: StoryLine[]; choices: StoryChoice[]; ended: boolean; state: string }
  | { ok: false; reason: 'not-a-choice' | 'unknown-knot' | 'over-budget' | 'story-error' };

/** ink's time-sliced Continue runs this long at a time, so a turn's clock is read often. */
const SLICE_MS = 20;

type Failure = Extract<StoryTurn, { ok: false }>;
const fail = (reason: Failure['reason']): Failure => ({ ok: false, reason });

/** Starts the turn: the saved state loaded, then the knot chosen or the choice taken; a failure or null. */
function begin(story: Story, stateJson: string | null, action: StoryAction): Failure | null {
  if (stateJson !== null) story.state.LoadJson(stateJson);
  if ('knot' in action) {
    if (!storyKnots(story.mainContentContainer.namedContent).includes(action.knot)) return fail('unknown-knot');
    story.ChoosePathString(action.knot);
    return null;
  }
  const offered = story.currentChoices.length;
  if (!Number.isInteger(action.choice) || action.choice < 0 || action.choice >= offered) return fail('not-a-choice');
  story.ChooseChoiceIndex(action.choice);
  return null;
}

/** Runs the story until it waits for a choice or ends, within the budget. */
function run(story: Story, budget: StoryBudget, errors: string[]): StoryLine[] | Failure {
  const lines: StoryLine[] = [];
  const started = budget.now?.();
  let slices = 0;
  const overTime = () =>
    budget.now && started !== undefined ? budget.now() - started > budget.ms : slices * SLICE_MS > budget.ms;
  while (story.canContinue) {
    story.ContinueAsync(SLICE_MS);
    if (errors.length > 0) return fail('story-error');
    if (!story.asyncContinueComplete) {
      slices += 1;
      if (overTime()) return fail('over-budget');
      continue;
    }
    lines.push({ text: (story.currentText ?? '').trim(), tags: [...(story.currentTags ?? [])] });
    if (lines.length > budget.lines || overTime()) return fail('over-budget');
  }
  return lines;
}

/**
 * One turn of a world's story (decision 0283): from a player's saved state (or the start), talk
 * to a knot or take one of the choices on offer, and run until the story waits or ends. Ink runs
 * in slices of time, so a story that loops for ever is stopped as 'over-budget'; no function is
 * bound, so ink runs nothing but ink.
 */
export function playStory(
  compiled: string,
  stateJson: string | null,
  action: StoryAction,
  budget: StoryBudget,
): StoryTurn {
  const errors: string[] = [];
  try {
    const story = new Story(compiled);
    story.onError = (message: string, type: number) => {
      // inkjs's ErrorType 2 is an error; warnings do not stop a turn.
      if (type === 2) errors.push(message);
    };
    const refused = begin(story, stateJson, action);
    if (refused) return refused;
    const lines = run(story, budget, errors);
    if (!Array.isArray(lines)) return lines;
    const choices = story.currentChoices
      .slice(0, STORY_LIMITS.choicesMax)
      .map((choice: { index: number; text: string }) => ({ index: choice.index, text: choice.text.trim() }));
    const state = story.state.ToJson();
    if (utf8Bytes(state) > STORY_LIMITS.stateBytes) return fail('over-budget');
    return { ok: true, lines, choices, ended: choices.length === 0, state };
  } catch {
    // A broken saved state, a runtime error ink throws, a string grown past what memory holds.
    return fail('story-error');
  }
}
