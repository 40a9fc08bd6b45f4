import {
  STORY_LIMITS,
  STORY_MESSAGES,
  storyTagProblems,
  utf8Bytes,
  type WorldDoc,
  type WorldProblemDto,
} from '@authentic/core';
import type { Db } from '../../db/client.js';
import { findStoryBuild, saveStoryBuild, storySourceHash, type StoryBuild } from '../../db/story-builds-repository.js';
import type { StoryRunner } from '../../replay/story-runner.js';
import { httpError } from './access.js';

export type StoryCheck =
  { kind: 'done'; problems: WorldProblemDto[]; build: StoryBuild | null } | { kind: 'busy' } | { kind: 'timeout' };

const problem = (message: string, line?: number): WorldProblemDto => ({
  code: 'story',
  message,
  ...(line !== undefined && { line }),
});

/**
 * Builds read lately, by source hash: a build never changes, so every turn of a played story need
 * not read its JSON (up to 256 kB) from the database again. At most RECENT_BUILDS are kept.
 */
const RECENT_BUILDS = 32;
const recentBuilds = new Map<string, StoryBuild>();
function keepRecent(build: StoryBuild): void {
  recentBuilds.delete(build.sourceHash);
  recentBuilds.set(build.sourceHash, build);
  if (recentBuilds.size > RECENT_BUILDS) recentBuilds.delete(recentBuilds.keys().next().value!);
}

/**
 * The story's compiled build: from the cache when this source was checked before (only a story
 * that passed every check is kept), else compiled on a thread and checked: its size, its tags.
 */
export async function storyBuild(
  db: Db,
  runner: StoryRunner,
  source: string,
): Promise<{ kind: 'done'; build: StoryBuild | null; problems: WorldProblemDto[] } | { kind: 'busy' | 'timeout' }> {
  const sourceHash = storySourceHash(source);
  const cached = recentBuilds.get(sourceHash) ?? (await findStoryBuild(db, sourceHash));
  if (cached) {
    keepRecent(cached);
    return { kind: 'done', build: cached, problems: [] };
  }
  const answer = await runner.compile(source);
  if (answer.kind !== 'done') return answer;
  const compiled = answer.value;
  if (!compiled.ok) {
    const problems = compiled.errors.map((error) =>
      error.line > 0 ? problem(STORY_MESSAGES.atLine(error.line, error.message), error.line) : problem(error.message),
    );
    return { kind: 'done', build: null, problems };
  }
  const problems: WorldProblemDto[] = [];
  if (utf8Bytes(compiled.compiled) > STORY_LIMITS.compiledBytes)
    problems.push(problem(STORY_MESSAGES.compiledTooLarge));
  if (compiled.dynamicTags > 0) problems.push(problem(STORY_MESSAGES.dynamicTag));
  problems.push(...storyTagProblems(compiled.tags).map((message) => problem(message)));
  if (problems.length > 0) return { kind: 'done', build: null, problems };
  const build = { sourceHash, compiled: compiled.compiled, knots: compiled.knots };
  await saveStoryBuild(db, build);
  keepRecent(build);
  return { kind: 'done', build, problems: [] };
}

/** Every NPC and book bound to a knot the story does not have (or bound with no story at all). */
export function storyBindingProblems(doc: WorldDoc, knots: readonly string[] | null): WorldProblemDto[] {
  const problems: WorldProblemDto[] = [];
  const known = new Set(knots ?? []);
  const check = (what: string, knot: string, at: { mapId: string; x: number; y: number; npc?: number }) => {
    if (knots === null) problems.push({ code: 'story', message: STORY_MESSAGES.noStory(what, knot), ...at });
    else if (!known.has(knot)) problems.push({ code: 'story', message: STORY_MESSAGES.unknownKnot(what, knot), ...at });
  };
  for (const map of doc.maps) {
    for (const [npc, character] of map.npcs.entries()) {
      if (character.knot === undefined) continue;
      const what = STORY_MESSAGES.npcNamed(character.name ?? character.npcId);
      check(what, character.knot, { mapId: map.id, x: character.x, y: character.y, npc });
    }
    for (const book of map.books ?? []) {
      check(STORY_MESSAGES.bookTitled(book.title), book.knot, { mapId: map.id, x: book.x, y: book.y });
    }
  }
  return problems;
}

/**
 * A world document's story at save (decision 0283): it compiles (on a thread, within its budget),
 * fits the limits, uses only the allowed tags, and every NPC or book tells a knot it has.
 */
export async function checkWorldStory(db: Db, runner: StoryRunner, doc: WorldDoc): Promise<StoryCheck> {
  if (!doc.story) return { kind: 'done', problems: storyBindingProblems(doc, null), build: null };
  const built = await storyBuild(db, runner, doc.story.source);
  if (built.kind !== 'done') return built;
  if (!built.build) return built;
  return { kind: 'done', problems: storyBindingProblems(doc, built.build.knots), build: built.build };
}

/** As `checkWorldStory`, thrown: 400 with the first problem, 503 when the threads were busy or slow. */
export async function assertWorldStory(db: Db, runner: StoryRunner, doc: WorldDoc): Promise<void> {
  const checked = await checkWorldStory(db, runner, doc);
  if (checked.kind === 'busy') throw httpError(503, STORY_MESSAGES.busy);
  if (checked.kind === 'timeout') throw httpError(503, STORY_MESSAGES.notCompiledInTime);
  const [first] = checked.problems;
  if (first) throw httpError(400, first.message);
}
