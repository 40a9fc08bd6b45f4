import { Compiler, CompilerOptions } from 'inkjs/full';
import { STORY_MESSAGES } from '../messages/stories.js';
import { storyJsonTags } from '../stories/story-json-tags.js';

export interface StoryError {
  /** The source line ink names, from 1; 0 when it names none. */
  line: number;
  message: string;
}

export type CompiledStory =
  | { ok: true; compiled: string; knots: string[]; tags: string[]; dynamicTags: number; warnings: StoryError[] }
  | { ok: false; errors: StoryError[]; warnings: StoryError[] };

/** Ink's "ERROR: line 4: Divert target not found" (or "WARNING: …"), as a line and a message. */
export function storyErrorOf(text: string): StoryError {
  const match =
    /^(?:ERROR|WARNING|TODO|RUNTIME ERROR|RUNTIME WARNING):\s*(?:'[^']*'\s*)?(?:line (\d+):\s*)?(.*)$/s.exec(
      text.trim(),
    );
  if (!match) return { line: 0, message: text.trim() };
  return { line: match[1] ? Number(match[1]) : 0, message: (match[2] ?? '').trim() };
}

/** A story may not read other files: ink's INCLUDE names one, and nothing is ever read. */
const NO_FILES = {
  ResolveInkFilename: (filename: string): string => {
    throw new Error(`INCLUDE ${filename}: a world's story is one text and cannot include files.`);
  },
  LoadInkFileContents: (filename: string): string => {
    throw new Error(`INCLUDE ${filename}: a world's story is one text and cannot include files.`);
  },
};

/** The knots of a compiled story: the named content of its root, without ink's own entries. */
export function storyKnots(namedContent: ReadonlyMap<string, unknown>): string[] {
  return [...namedContent.keys()].filter((name) => name !== 'global decl');
}

/**
 * Compiles a world's ink source with inkjs (decision 0283): the compiled JSON, its knots and its
 * tags as written, or every error with the line ink names. Nothing in it is bound to code.
 */
export function compileStory(source: string): CompiledStory {
  const errors: StoryError[] = [];
  const warnings: StoryError[] = [];
  const onMessage = (message: string, type: number) => {
    // inkjs's ErrorType: 0 author (TODO), 1 warning, 2 error.
    if (type === 2) errors.push(storyErrorOf(message));
    else if (type === 1) warnings.push(storyErrorOf(message));
  };
  const compiler = new Compiler(source, new CompilerOptions(null, [], false, onMessage, NO_FILES));
  let story: ReturnType<Compiler['Compile']> | null = null;
  try {
    story = compiler.Compile();
  } catch (error) {
    // 'Compilation failed.' after the errors above, or a refusal of ours (INCLUDE).
    if (errors.length === 0) errors.push({ line: 0, message: error instanceof Error ? error.message : String(error) });
  }
  if (!story || errors.length > 0) return { ok: false, errors, warnings };
  const compiled = story.ToJson() ?? '';
  const { tags, dynamic, externals } = storyJsonTags(JSON.parse(compiled) as unknown);
  // inkjs would call a bound function, or fail at the call: nothing is bound, so the story is refused.
  if (externals.length > 0) {
    return {
      ok: false,
      errors: externals.map((name) => ({ line: 0, message: STORY_MESSAGES.external(name) })),
      warnings,
    };
  }
  const knots = storyKnots(story.mainContentContainer.namedContent);
  return { ok: true, compiled, knots, tags, dynamicTags: dynamic, warnings };
}

/** The tags written in a compiled story, without running it. */
export function storyTags(compiled: string): string[] {
  return storyJsonTags(JSON.parse(compiled) as unknown).tags;
}
