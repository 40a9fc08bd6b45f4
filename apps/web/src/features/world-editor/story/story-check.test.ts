import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '@authentic/core';
import { testDoc } from '../model/test-doc';
import { bindingProblems } from './story-bindings';
import { checkStorySource, sourceTags } from './story-check';
import { STORY_TEMPLATES } from './story-texts';

describe('checking a story as it is typed', () => {
  it.each(STORY_TEMPLATES.map((template) => [template.id, template.source] as const))(
    'compiles the %s template with no problem',
    (_id, source) => {
      const report = checkStorySource(source);
      expect(report.diagnostics).toEqual([]);
      expect(report.compiled).not.toBeNull();
      expect(report.knots.length).toBeGreaterThan(0);
    },
  );

  it('puts ink’s error at its line', () => {
    const source = '=== hello ===\nHi there.\n\n-> nowhere\n';
    const report = checkStorySource(source);
    expect(report.compiled).toBeNull();
    expect(report.diagnostics).toEqual([expect.objectContaining({ line: 4, severity: 'error' })]);
    expect(report.diagnostics[0]!.message).toMatch(/nowhere/);
  });

  it('refuses a tag not on the list, and a computed one, at their lines', () => {
    const source = '=== hello ===\nHi. # author: me\n~ temp n = 2\nBye. # give: {n}\n-> END\n';
    const report = checkStorySource(source);
    expect(report.diagnostics).toEqual([
      expect.objectContaining({ line: 2, severity: 'error', message: expect.stringContaining("'author'") }),
      { line: 4, severity: 'error', message: STORY_MESSAGES.dynamicTag },
    ]);
  });

  it('reads tags from the source, past comments and escaped hashes', () => {
    expect(sourceTags('Hi # give: Key # emote: wave // # not a tag\n/* # no */ Yes \\# no # quest: Q')).toEqual([
      { line: 1, text: 'give: Key' },
      { line: 1, text: 'emote: wave' },
      { line: 2, text: 'quest: Q' },
    ]);
  });

  it('finds NPCs and books bound to a knot the story lacks', () => {
    const doc = testDoc();
    const map = doc.maps[0]!;
    const world = {
      ...doc,
      maps: [
        {
          ...map,
          npcs: [{ npcId: 'guide' as const, x: 2, y: 2, name: 'Ada', knot: 'gone' }],
          books: [{ x: 3, y: 3, knot: 'greeting', title: 'Diary' }],
        },
      ],
    };
    expect(bindingProblems(world, ['greeting']).map((problem) => problem.message)).toEqual([
      STORY_MESSAGES.unknownKnot(STORY_MESSAGES.npcNamed('Ada'), 'gone'),
    ]);
    expect(bindingProblems(world, null)).toHaveLength(2);
  });
});
