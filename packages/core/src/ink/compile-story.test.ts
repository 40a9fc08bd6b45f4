import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '../messages/stories.js';
import { compileStory, storyErrorOf, storyTags } from './compile-story.js';

const GOOD = `VAR met = false
=== ada ===
Hello there. # emote: wave
~ met = true
* [Take the key] You take it. # give: Old Key
* [Leave] You leave.
- -> END
=== bob ===
{met: Ada told me about you.|Who are you?}
-> END
`;

describe('compileStory', () => {
  it('compiles ink into JSON with its knots and tags', () => {
    const result = compileStory(GOOD);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(JSON.parse(result.compiled)).toHaveProperty('inkVersion');
    expect(result.knots).toEqual(['ada', 'bob']);
    expect(result.tags.sort()).toEqual(['emote: wave', 'give: Old Key']);
    expect(storyTags(result.compiled).sort()).toEqual(['emote: wave', 'give: Old Key']);
  });

  it('gives every error with its line', () => {
    const result = compileStory('=== a ===\nHello\n{nothing}\n-> nowhere\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { line: 3, message: 'Unresolved variable: nothing' },
      { line: 4, message: "Divert target not found: '-> nowhere'" },
    ]);
  });

  it('reads no files: INCLUDE is refused', () => {
    const result = compileStory('INCLUDE /etc/passwd\n=== a ===\nHi\n-> END\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message).toMatch(/cannot include files/);
  });

  it('binds no functions: a call of a function the story lacks does not compile', () => {
    const result = compileStory('=== a ===\n~ temp x = run_js()\n-> END\n');
    expect(result.ok).toBe(false);
  });
  it('refuses an EXTERNAL function, since nothing is bound to one', () => {
    const result = compileStory('EXTERNAL shell(cmd)\n=== a ===\n~ shell("rm")\n-> END\n');
    expect(result).toMatchObject({ ok: false, errors: [{ line: 0, message: STORY_MESSAGES.external('shell') }] });
  });
});

describe('storyErrorOf', () => {
  it.each([
    ['ERROR: line 12: Expected end of line', { line: 12, message: 'Expected end of line' }],
    ["WARNING: 'story.ink' line 3: Loose end", { line: 3, message: 'Loose end' }],
    ['Compilation failed.', { line: 0, message: 'Compilation failed.' }],
  ])('reads %j', (text, error) => {
    expect(storyErrorOf(text)).toEqual(error);
  });
});
