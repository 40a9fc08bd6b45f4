import { parseStoryTag, STORY_LIMITS, STORY_MESSAGES, storyTagProblems, utf8Bytes } from '@authentic/core';
import { compileStory } from '@authentic/core/ink';

/** One thing said about the story: at a line of its source (from 1), or 0 when ink names none. */
export interface StoryDiagnostic {
  line: number;
  message: string;
  severity: 'error' | 'warning';
}

/** What a check of the source found: the compiled story and its knots when it compiles. */
export interface StoryReport {
  source: string;
  compiled: string | null;
  knots: string[];
  diagnostics: StoryDiagnostic[];
}

/** The source without comments, line by line (a block comment may span lines), and `\#` hidden. */
function codeLines(source: string): string[] {
  let inBlock = false;
  return source.split('\n').map((raw) => {
    let code = '';
    let at = 0;
    while (at < raw.length) {
      if (inBlock) {
        const end = raw.indexOf('*/', at);
        if (end < 0) break;
        inBlock = false;
        at = end + 2;
      } else if (raw.startsWith('/*', at)) {
        inBlock = true;
        at += 2;
      } else if (raw.startsWith('//', at)) break;
      else if (raw.startsWith('\\#', at)) {
        code += '  ';
        at += 2;
      } else {
        code += raw[at];
        at += 1;
      }
    }
    return code;
  });
}

/** Each tag as written in the source, with its line: what follows a `#` up to the next `#` or the line's end. */
export function sourceTags(source: string): { line: number; text: string }[] {
  const tags: { line: number; text: string }[] = [];
  codeLines(source).forEach((code, index) => {
    const hash = code.indexOf('#');
    if (hash < 0) return;
    for (const part of code.slice(hash + 1).split('#')) {
      const text = part.trim();
      if (text) tags.push({ line: index + 1, text });
    }
  });
  return tags;
}

/** The refusals of the story's tags, at their lines, as the server's save check makes them. */
function tagDiagnostics(source: string, compiledTags: readonly string[]): StoryDiagnostic[] {
  const found: StoryDiagnostic[] = [];
  for (const { line, text } of sourceTags(source)) {
    if (/[{}]/.test(text)) {
      found.push({ line, message: STORY_MESSAGES.dynamicTag, severity: 'error' });
      continue;
    }
    const parsed = parseStoryTag(text);
    if (!parsed.ok) found.push({ line, message: parsed.message, severity: 'error' });
  }
  // A tag the scan of the source missed (written in a way it does not read) is still listed.
  const said = new Set(found.map((diagnostic) => diagnostic.message));
  for (const message of storyTagProblems(compiledTags))
    if (!said.has(message)) found.push({ line: 0, message, severity: 'error' });
  return found;
}

/**
 * The story as the server's save will judge it (decision 0283): ink's errors and warnings at their
 * lines, its size, its tags; and, when it compiles, its JSON and its knots. Runs the ink compiler,
 * so it runs in the story worker (story-worker.ts), off the page's thread.
 */
export function checkStorySource(source: string): StoryReport {
  if (utf8Bytes(source) > STORY_LIMITS.sourceBytes) {
    return {
      source,
      compiled: null,
      knots: [],
      diagnostics: [{ line: 0, message: STORY_MESSAGES.sourceTooLarge, severity: 'error' }],
    };
  }
  const result = compileStory(source);
  const warnings = result.warnings.map((w) => ({ ...w, severity: 'warning' as const }));
  if (!result.ok) {
    const errors = result.errors.map((e) => ({ ...e, severity: 'error' as const }));
    return { source, compiled: null, knots: [], diagnostics: [...errors, ...warnings] };
  }
  const diagnostics: StoryDiagnostic[] = [...tagDiagnostics(source, result.tags), ...warnings];
  if (utf8Bytes(result.compiled) > STORY_LIMITS.compiledBytes)
    diagnostics.unshift({ line: 0, message: STORY_MESSAGES.compiledTooLarge, severity: 'error' });
  return { source, compiled: result.compiled, knots: result.knots, diagnostics };
}
