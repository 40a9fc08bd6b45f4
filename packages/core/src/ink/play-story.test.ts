import { describe, expect, it } from 'vitest';
import { compileStory } from './compile-story.js';
import { playStory, type StoryBudget } from './play-story.js';

function compiled(source: string): string {
  const result = compileStory(source);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.compiled;
}

const STORY = compiled(`VAR trusted = false
=== ada ===
Hello. # emote: wave
* [Trust me] You are trusted now. # quest: Trust
  ~ trusted = true
* [Go away] Fine.
- -> END
=== bob ===
{trusted: Ada trusts you, so I do.|I do not know you.}
-> END
=== loop ===
- (top)
-> top
=== chatter ===
- (again) Blah.
-> again
`);

const budget: StoryBudget = { ms: 500, lines: 50, now: () => Date.now() };

describe('playStory', () => {
  it('plays a knot to its choices, then a choice from the saved state', () => {
    const first = playStory(STORY, null, { knot: 'ada' }, budget);
    if (!first.ok) throw new Error(first.reason);
    expect(first.lines).toEqual([{ text: 'Hello.', tags: ['emote: wave'] }]);
    expect(first.choices).toEqual([
      { index: 0, text: 'Trust me' },
      { index: 1, text: 'Go away' },
    ]);
    expect(first.ended).toBe(false);

    const second = playStory(STORY, first.state, { choice: 0 }, budget);
    if (!second.ok) throw new Error(second.reason);
    expect(second.lines).toEqual([{ text: 'You are trusted now.', tags: ['quest: Trust'] }]);
    expect(second.ended).toBe(true);

    const bob = playStory(STORY, second.state, { knot: 'bob' }, budget);
    expect(bob.ok && bob.lines[0]?.text).toBe('Ada trusts you, so I do.');
    const stranger = playStory(STORY, null, { knot: 'bob' }, budget);
    expect(stranger.ok && stranger.lines[0]?.text).toBe('I do not know you.');
  });

  it('refuses a choice not on offer and a knot the story lacks', () => {
    const first = playStory(STORY, null, { knot: 'ada' }, budget);
    if (!first.ok) throw new Error(first.reason);
    expect(playStory(STORY, first.state, { choice: 2 }, budget)).toEqual({ ok: false, reason: 'not-a-choice' });
    expect(playStory(STORY, null, { choice: 0 }, budget)).toEqual({ ok: false, reason: 'not-a-choice' });
    expect(playStory(STORY, null, { knot: 'nobody' }, budget)).toEqual({ ok: false, reason: 'unknown-knot' });
    expect(playStory(STORY, null, { knot: 'global decl' }, budget)).toEqual({ ok: false, reason: 'unknown-knot' });
  });

  it('stops a story that loops for ever within its time budget', () => {
    const started = Date.now();
    expect(playStory(STORY, null, { knot: 'loop' }, { ms: 200, lines: 50, now: budget.now })).toEqual({
      ok: false,
      reason: 'over-budget',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops a loop by counting slices when no clock is given', () => {
    expect(playStory(STORY, null, { knot: 'loop' }, { ms: 100, lines: 50 })).toEqual({
      ok: false,
      reason: 'over-budget',
    });
  });

  it('stops a story that talks for ever at its line budget', () => {
    expect(playStory(STORY, null, { knot: 'chatter' }, budget)).toEqual({ ok: false, reason: 'over-budget' });
  });

  it('answers a broken saved state as a story error', () => {
    expect(playStory(STORY, '{"not":"ink"}', { knot: 'ada' }, budget)).toEqual({ ok: false, reason: 'story-error' });
  });
});
