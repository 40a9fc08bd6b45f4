import path from 'node:path';
import { Piscina } from 'piscina';
import { serverRoot } from '../paths.js';
import type { WorldDoc, WorldProblem } from '@authentic/core';
import type { CompiledStory, StoryTurn } from '@authentic/core/ink';
import type { ReplayTask, ReplayVerdict, StoryTurnTask } from './replay-worker.js';

export interface ReplayPoolOptions {
  /** Worker threads; one leaves the other core of a small machine to the event loop. */
  threads: number;
  /** Replays that may wait for a thread; one more is refused at once. */
  queue: number;
  /** How long one replay may take, waiting included, before it is given up (and its thread ended). */
  timeBudgetMs: number;
}

/** 'busy': the queue was full, nothing ran; 'timeout': over the budget, stopped. */
export type PoolAnswer = { kind: 'done'; verdict: ReplayVerdict } | { kind: 'busy' } | { kind: 'timeout' };

/** An uploaded PNG decoded (issue 36): its size, or that it is broken; the same 'busy' and 'timeout'. */
export type PngDecodeAnswer =
  | { kind: 'done'; png: { ok: true; width: number; height: number } | { ok: false } }
  | { kind: 'busy' }
  | { kind: 'timeout' };

/** A world check's answer (decision 0259), with the same 'busy' and 'timeout'. */
export type WorldCheckAnswer = { kind: 'done'; problems: WorldProblem[] } | { kind: 'busy' } | { kind: 'timeout' };

/** A story compiled or played on a thread (decision 0283), with the same 'busy' and 'timeout'. */
export type StoryAnswer<T> = { kind: 'done'; value: T } | { kind: 'busy' } | { kind: 'timeout' };

/**
 * From source (a .ts module: Vitest, tsx watch) the worker is a small ES module that registers
 * tsx; from the esbuild bundle it is the bundle's own entry, dist/replay/replay-worker.js.
 */
function workerSetup(): { filename: string; execArgv: string[] | undefined } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      filename: path.join(serverRoot, 'src/replay/source-worker.mjs'),
      // Not the parent's flags (Vitest's or tsx watch's): the worker sets up its own loader.
      execArgv: ['--conditions=source'],
    };
  }
  return { filename: path.join(serverRoot, 'dist/replay/replay-worker.js'), execArgv: undefined };
}

/** Nice value added to the worker threads: under load the event loop's thread runs first. */
const WORKER_NICENESS = 10;

/**
 * A small pool of worker threads that replay mini-game results off the event loop (decision
 * 0231), and check big world documents (decision 0259): one pool, so the threads and the queue
 * bound both kinds of work together. The threads start with the first task and stay; `close` ends them.
 */
export function createReplayPool(options: ReplayPoolOptions) {
  let pool: Piscina | undefined;
  let ready: Promise<unknown> | undefined;
  let closing = false;

  const start = () => {
    const { filename, execArgv } = workerSetup();
    pool = new Piscina({
      filename,
      ...(execArgv ? { execArgv } : {}),
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.queue,
      idleTimeout: Infinity,
      niceIncrement: WORKER_NICENESS,
    });
    // Starting a thread (seconds from source, milliseconds from the bundle) is not a replay's time.
    ready = pool.run({ game: 'ping' } satisfies ReplayTask).catch(() => undefined);
    return pool;
  };

  /** Runs a task by the worker's export `name`, within the budget. */
  const runTask = async <T>(
    task: unknown,
    name: 'default' | 'checkWorld' | 'decodePng' | 'compileStory' | 'playStory',
    timeBudgetMs: number,
  ): Promise<{ kind: 'done'; value: T } | { kind: 'busy' } | { kind: 'timeout' }> => {
    if (closing) return { kind: 'busy' };
    const current = pool ?? start();
    await ready;
    // Piscina would refuse it too; this way no task or timer is made for nothing.
    if (options.queue > 0 && current.queueSize >= options.queue) return { kind: 'busy' };
    const signal = AbortSignal.timeout(timeBudgetMs);
    try {
      const value = (await current.run(task, { signal, name })) as T;
      return { kind: 'done', value };
    } catch (error) {
      if (signal.aborted) return { kind: 'timeout' };
      // 'Task queue is at limit', or with no queue 'No task queue available and all Workers are busy'.
      if (error instanceof Error && /task queue/i.test(error.message)) return { kind: 'busy' };
      // The app is closing (`close` ended the threads): the client may try again elsewhere or later.
      if (closing) return { kind: 'busy' };
      throw error;
    }
  };

  return {
    async run(task: ReplayTask, timeBudgetMs = options.timeBudgetMs): Promise<PoolAnswer> {
      const answer = await runTask<ReplayVerdict>(task, 'default', timeBudgetMs);
      return answer.kind === 'done' ? { kind: 'done', verdict: answer.value } : answer;
    },

    /** core's checkWorldDoc on a thread: the document is copied to it, the problems back. */
    async checkWorld(doc: WorldDoc, timeBudgetMs: number): Promise<WorldCheckAnswer> {
      const answer = await runTask<WorldProblem[]>(doc, 'checkWorld', timeBudgetMs);
      return answer.kind === 'done' ? { kind: 'done', problems: answer.value } : answer;
    },

    /** fast-png's decode of an uploaded image on a thread: the bytes are copied to it, only the size back. */
    async decodePng(bytes: Uint8Array, timeBudgetMs: number): Promise<PngDecodeAnswer> {
      const answer = await runTask<{ ok: true; width: number; height: number } | { ok: false }>(
        bytes,
        'decodePng',
        timeBudgetMs,
      );
      return answer.kind === 'done' ? { kind: 'done', png: answer.value } : answer;
    },

    /** inkjs's compiler on a world's story, on a thread: a runaway compile ends with its thread. */
    compileStory(source: string, timeBudgetMs: number): Promise<StoryAnswer<CompiledStory>> {
      return runTask<CompiledStory>(source, 'compileStory', timeBudgetMs);
    },

    /** One turn of a world's story on a thread; the story's own budget stops it first, this one ends the thread. */
    playStory(task: StoryTurnTask, timeBudgetMs: number): Promise<StoryAnswer<StoryTurn>> {
      return runTask<StoryTurn>(task, 'playStory', timeBudgetMs);
    },

    /** Whether a replay asked for now would be refused: every thread busy and the queue full. */
    get full(): boolean {
      return pool !== undefined && options.queue > 0 && pool.queueSize >= options.queue;
    },

    /** Tasks waiting for a thread (the metrics read it). */
    get queueSize(): number {
      return pool?.queueSize ?? 0;
    },

    async close(): Promise<void> {
      closing = true;
      await pool?.destroy();
      pool = undefined;
    },
  };
}

export type ReplayPool = ReturnType<typeof createReplayPool>;
