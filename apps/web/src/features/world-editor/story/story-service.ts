import type { StoryAction, StoryTurn } from '@authentic/core/ink';
import type { StoryReport } from './story-check';
import type { StoryAnswer, StoryRequest } from './story-protocol';

/** Checks and plays the world's story away from the page's thread. */
export interface StoryService {
  check(source: string): Promise<StoryReport>;
  play(compiled: string, state: string | null, action: StoryAction): Promise<StoryTurn>;
  dispose(): void;
}

type Ask = (request: StoryRequest) => Promise<StoryAnswer>;

function serviceOf(ask: Ask, dispose: () => void): StoryService {
  let next = 0;
  return {
    check: async (source) => {
      const answer = await ask({ id: (next += 1), kind: 'check', source });
      if (answer.kind !== 'check') throw new Error('The story worker answered another question.');
      return answer.report;
    },
    play: async (compiled, state, action) => {
      const answer = await ask({ id: (next += 1), kind: 'play', compiled, state, action });
      if (answer.kind !== 'play') throw new Error('The story worker answered another question.');
      return answer.turn;
    },
    dispose,
  };
}

/** The worker's work, loaded on first use and run on this thread. */
const askDirectly: Ask = async (request) => {
  const { answerStoryRequest } = await import('./story-work');
  return answerStoryRequest(request, () => performance.now());
};

/** Without workers (jsdom in tests): the same work on the page's thread. */
export function directStoryService(): StoryService {
  return serviceOf(askDirectly, () => undefined);
}

/**
 * The story service of the world editor: one module worker, made on first use (a world without a
 * story never starts it), each answer matched to its question by id.
 */
export function createStoryService(): StoryService {
  if (typeof Worker === 'undefined') return directStoryService();
  let worker: Worker | null = null;
  /** Set when the worker could not start or broke: its questions and the next go to the page's thread. */
  let broken = false;
  const waiting = new Map<number, { request: StoryRequest; resolve: (answer: StoryAnswer) => void }>();
  const start = () => {
    const made = new Worker(new URL('./story-worker.ts', import.meta.url), { type: 'module' });
    made.onmessage = (event: MessageEvent<StoryAnswer>) => {
      waiting.get(event.data.id)?.resolve(event.data);
      waiting.delete(event.data.id);
    };
    made.onerror = () => {
      made.terminate();
      broken = true;
      for (const { request, resolve } of waiting.values()) void askDirectly(request).then(resolve);
      waiting.clear();
    };
    return made;
  };
  const ask: Ask = (request) => {
    if (broken) return askDirectly(request);
    return new Promise((resolve) => {
      worker ??= start();
      waiting.set(request.id, { request, resolve });
      worker.postMessage(request);
    });
  };
  return serviceOf(ask, () => {
    worker?.terminate();
    worker = null;
    waiting.clear();
  });
}
