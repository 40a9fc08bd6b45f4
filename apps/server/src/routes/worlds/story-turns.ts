import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STORY_MESSAGES,
  storyChooseRequestSchema,
  storyTalkRequestSchema,
  storyTurnEffects,
  storyTurnResponseSchema,
  type StoryPlace,
} from '@authentic/core';
import type { StoryTurn } from '@authentic/core/ink';
import { readStoryState, saveStoryTurn, type StoryStateRow } from '../../db/story-progress-repository.js';
import { httpError, loadVisibleWorld, worldParams } from './access.js';
import { builderErrors, perPlayerPerMinute, signedInWorld, type BuilderOptions } from './builder-common.js';
import { publishedBuild, publishedStory } from './story-common.js';
import { errorAnswers } from '../error-answers.js';

/** Turns per minute per player: a conversation is a click or two a line. */
const TURNS_PER_MINUTE = 120;

const turnSchema = <B extends typeof storyTalkRequestSchema | typeof storyChooseRequestSchema>(body: B) => ({
  params: worldParams,
  body,
  response: { 200: storyTurnResponseSchema, ...builderErrors, ...errorAnswers(422, 503) },
});

/** A turn that did not run, as the answer players read. */
function refusal(reason: Extract<StoryTurn, { ok: false }>['reason'], knot: string): Error {
  if (reason === 'not-a-choice') return httpError(400, STORY_MESSAGES.notAChoice);
  if (reason === 'unknown-knot') return httpError(400, STORY_MESSAGES.notBound(knot));
  if (reason === 'over-budget') return httpError(422, STORY_MESSAGES.overBudget);
  return httpError(422, STORY_MESSAGES.storyError);
}

/**
 * POST /api/worlds/{id}/story/talk and …/choose (decision 0283): a signed-in player's turn of the
 * published story, played on a thread from their saved state; its tags' effects are kept with it.
 */
export const worldStoryTurnRoutes: FastifyPluginAsync<BuilderOptions> = async (app, options) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  /** Plays a turn on a thread: from the saved state if it is this story's (a talk tries an older one too). */
  const play = async (
    compiled: string,
    saved: StoryStateRow | null,
    hash: string,
    action: { knot: string } | { choice: number },
  ) => {
    const run = async (state: string | null) => {
      const answer = await options.stories.play({ compiled, state, action });
      if (answer.kind === 'busy') throw httpError(503, STORY_MESSAGES.busy);
      // The pool ended the thread: only a runaway story gets past its own budget.
      if (answer.kind === 'timeout') throw httpError(422, STORY_MESSAGES.overBudget);
      return answer.value;
    };
    const turn = await run(saved?.state ?? null);
    // A state from an earlier version of the story that ink cannot read: the player starts afresh.
    if (!turn.ok && turn.reason === 'story-error' && saved && saved.sourceHash !== hash && 'knot' in action)
      return run(null);
    return turn;
  };

  const answerTurn = async (
    ids: { worldId: string; userId: string },
    hash: string,
    turn: StoryTurn,
    where: { knot: string; place: StoryPlace; talk: boolean },
  ) => {
    if (!turn.ok) throw refusal(turn.reason, where.knot);
    const effects = await saveStoryTurn(db, {
      ...ids,
      sourceHash: hash,
      state: turn.state,
      knot: turn.ended ? null : where.knot,
      mapId: turn.ended ? null : where.place.mapId,
      choices: turn.choices,
      talkedTo: where.talk ? where.knot : null,
      effects: storyTurnEffects(turn.lines, where.place),
    });
    return { success: true as const, lines: turn.lines, choices: turn.choices, ended: turn.ended, effects };
  };

  typed.post(
    '/:worldId/story/talk',
    { ...signedInWorld(app), config: perPlayerPerMinute(TURNS_PER_MINUTE), schema: turnSchema(storyTalkRequestSchema) },
    async (request) => {
      const userId = request.user!.id;
      const { world } = await loadVisibleWorld(db, request.params.worldId, userId);
      const story = await publishedStory(db, world);
      const { knot, mapId } = request.body;
      const place = (story.places.get(knot) ?? []).find(
        (candidate) => mapId === undefined || candidate.mapId === mapId,
      );
      if (!place) throw httpError(400, STORY_MESSAGES.notBound(knot));
      const build = await publishedBuild(db, options.stories, story.source);
      const saved = await readStoryState(db, world.id, userId);
      const turn = await play(build.compiled, saved, build.sourceHash, { knot });
      return answerTurn({ worldId: world.id, userId }, build.sourceHash, turn, { knot, place, talk: true });
    },
  );

  typed.post(
    '/:worldId/story/choose',
    {
      ...signedInWorld(app),
      config: perPlayerPerMinute(TURNS_PER_MINUTE),
      schema: turnSchema(storyChooseRequestSchema),
    },
    async (request) => {
      const userId = request.user!.id;
      const { world } = await loadVisibleWorld(db, request.params.worldId, userId);
      const story = await publishedStory(db, world);
      const saved = await readStoryState(db, world.id, userId);
      if (!saved || saved.knot === null || saved.choices.length === 0)
        throw httpError(400, STORY_MESSAGES.nothingToChoose);
      const { index } = request.body;
      if (!saved.choices.some((choice) => choice.index === index)) throw httpError(400, STORY_MESSAGES.notAChoice);
      const build = await publishedBuild(db, options.stories, story.source);
      if (saved.sourceHash !== build.sourceHash) throw httpError(400, STORY_MESSAGES.conversationGone);
      const place = (story.places.get(saved.knot) ?? []).find((candidate) => candidate.mapId === saved.mapId);
      if (!place) throw httpError(400, STORY_MESSAGES.conversationGone);
      const turn = await play(build.compiled, saved, build.sourceHash, { choice: index });
      const where = { knot: saved.knot, place, talk: false };
      return answerTurn({ worldId: world.id, userId }, build.sourceHash, turn, where);
    },
  );
};
