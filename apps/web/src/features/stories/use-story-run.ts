import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoryChoiceDto, StoryEffect } from '@authentic/core';
import { logError } from '../../lib/error-log';
import type { StoryClient, StoryTurn } from './story-client';
import { STORY_TEXTS } from './story-texts';

export interface StoryRun {
  status: 'loading' | 'ready' | 'failed';
  /** Changes with every answer, so the reading pace starts again on its lines. */
  turn: number;
  lines: StoryTurn['lines'];
  choices: StoryChoiceDto[];
  ended: boolean;
  error: string | null;
  choose: (index: number) => void;
  retry: () => void;
}

export interface StoryRunOptions {
  client: StoryClient;
  knot: string;
  mapId?: string;
  /** What each turn's tags did (a notice, an emote). */
  onEffects?: (effects: StoryEffect[]) => void;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : STORY_TEXTS.failed);

/**
 * One conversation with a character or a book: a conversation of this knot waiting for a choice
 * (after a reload) shows its choices again; otherwise talking starts the knot. Choosing plays on.
 */
export function useStoryRun({ client, knot, mapId, onEffects }: StoryRunOptions): StoryRun {
  const [state, setState] = useState<Omit<StoryRun, 'choose' | 'retry'>>({
    status: 'loading',
    turn: 0,
    lines: [],
    choices: [],
    ended: false,
    error: null,
  });
  const effects = useRef(onEffects);
  useEffect(() => {
    effects.current = onEffects;
  }, [onEffects]);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);

  const answer = useCallback((turn: StoryTurn) => {
    if (!alive.current) return;
    setState((before) => ({ ...turn, status: 'ready', turn: before.turn + 1, error: null }));
    if (turn.effects.length > 0) effects.current?.(turn.effects);
  }, []);
  const fail = useCallback((error: unknown) => {
    if (!alive.current) return;
    logError(`A story turn failed: ${String(error)}`);
    setState((before) => ({ ...before, status: 'failed', error: messageOf(error) }));
  }, []);

  const start = useCallback(async () => {
    try {
      const waiting = await client.waiting().catch(() => null);
      if (waiting && waiting.knot === knot) {
        answer({ lines: [], choices: waiting.choices, ended: false, effects: [] });
        return;
      }
      answer(await client.talk(knot, mapId));
    } catch (error) {
      fail(error);
    }
  }, [client, knot, mapId, answer, fail]);

  useEffect(() => {
    void start();
  }, [start]);

  const choose = useCallback(
    (index: number) => {
      setState((before) => ({ ...before, status: 'loading', choices: [] }));
      client.choose(index).then(answer, fail);
    },
    [client, answer, fail],
  );
  const retry = useCallback(() => {
    setState((before) => ({ ...before, status: 'loading', error: null }));
    void start();
  }, [start]);

  return { ...state, choose, retry };
}
