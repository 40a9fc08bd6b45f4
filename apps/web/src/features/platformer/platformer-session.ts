import {
  PLATFORMER_RULES_VERSION,
  PLATFORMER_SETTINGS as S,
  createPlatformer,
  createPlatformerRecorder,
  platformerQuoteBanner,
  restartPlatformerStage,
  stepPlatformer,
  type PlatformerEvent,
  type PlatformerInput,
  type PlatformerResultRequest,
  type PlatformerStageId,
  type PlatformerState,
  type PlatformerStatus,
} from '@authentic/core';

/** Companion and end-zone messages stay this many fixed steps (4 s of play). */
export const PLATFORMER_MESSAGE_TICKS = 240;
/** Lets a frame of exactly 1000/60 ms, summed in floating point, still count as one whole step. */
const STEP_TOLERANCE_MS = 1e-6;

export interface PlatformerMessage {
  id: number;
  text: string;
}

/** What the DOM shows (HUD, messages, overlays); it changes a few times a second at most. */
export interface PlatformerSnapshot {
  stage: PlatformerStageId;
  status: PlatformerStatus;
  score: number;
  health: number;
  /** Whether fire shoots (a weapon pickup has been taken). */
  armed: boolean;
  /** Why the last attempt ended, while the player is dead. */
  deathCause: 'fall' | 'health' | null;
  /** Manuscripts taken in the current stage, and how many it holds. */
  stageManuscripts: number;
  stageManuscriptsTotal: number;
  banner: string | null;
  messages: readonly PlatformerMessage[];
}

/** What the panels show of `state`: coarse numbers, the banner and the companion's messages. */
function snapshotOf(
  state: PlatformerState,
  deathCause: PlatformerSnapshot['deathCause'],
  messages: readonly PlatformerMessage[],
): PlatformerSnapshot {
  const manuscripts = state.pickups.filter((pickup) => pickup.type === 'manuscript');
  return {
    stage: state.stage,
    status: state.status,
    score: state.player.score,
    health: state.player.health,
    armed: state.player.armed,
    deathCause: state.status === 'dead' ? deathCause : null,
    stageManuscripts: manuscripts.filter((pickup) => pickup.collected).length,
    stageManuscriptsTotal: manuscripts.length,
    banner: platformerQuoteBanner(state),
    messages: messages.map(({ id, text }) => ({ id, text })),
  };
}

/** Whether the panels would show the same: then they are not told. */
function sameSnapshot(a: PlatformerSnapshot, b: PlatformerSnapshot): boolean {
  return (
    a.stage === b.stage &&
    a.status === b.status &&
    a.score === b.score &&
    a.health === b.health &&
    a.armed === b.armed &&
    a.deathCause === b.deathCause &&
    a.stageManuscripts === b.stageManuscripts &&
    a.stageManuscriptsTotal === b.stageManuscriptsTotal &&
    a.banner === b.banner &&
    a.messages.length === b.messages.length &&
    a.messages.every((message, i) => message.id === b.messages[i]?.id)
  );
}

/**
 * One run of the platformer outside React: the engine state, the input log the server replays,
 * and the coarse snapshot panels read through useSyncExternalStore. Every fixed step goes through
 * `step`, which records it exactly as the server will replay it (one stepPlatformer of stepMs).
 */
export function createPlatformerSession() {
  let state: PlatformerState = createPlatformer();
  const recorder = createPlatformerRecorder();
  let lagMs = 0;
  let nextMessageId = 1;
  let messages: (PlatformerMessage & { untilTick: number })[] = [];
  let deathCause: PlatformerSnapshot['deathCause'] = null;
  const listeners = new Set<() => void>();

  const computeSnapshot = () => snapshotOf(state, deathCause, messages);
  let snapshot = computeSnapshot();

  const note = (events: readonly PlatformerEvent[]) => {
    for (const event of events) {
      if (event.type === 'companionMessage' || event.type === 'needMoreManuscripts')
        messages.push({ id: nextMessageId++, text: event.message, untilTick: state.ticks + PLATFORMER_MESSAGE_TICKS });
      if (event.type === 'death') deathCause = event.cause;
    }
  };

  const session = {
    get state(): PlatformerState {
      return state;
    },

    /** One fixed step with `input`, recorded; nothing (and no record) once the player is dead or has won. */
    step(input: PlatformerInput): PlatformerEvent[] {
      if (state.status !== 'playing') return [];
      const stageAtStart = state.stage;
      const result = stepPlatformer(state, input, S.stepMs);
      state = result.state;
      recorder.step(stageAtStart, input, result.events);
      note(result.events);
      return result.events;
    },

    /**
     * A frame of real time: it joins the lag (a frame counts 250 ms at most) and a fixed step runs
     * for every whole step of it, all with the input held during this frame.
     */
    advance(elapsedMs: number, input: PlatformerInput): PlatformerEvent[] {
      const events: PlatformerEvent[] = [];
      if (state.status !== 'playing') {
        lagMs = 0;
        return events;
      }
      lagMs += Math.min(S.maxFrameMs, Math.max(0, Number.isFinite(elapsedMs) ? elapsedMs : 0));
      while (lagMs >= S.stepMs - STEP_TOLERANCE_MS && state.status === 'playing') {
        events.push(...session.step(input));
        lagMs -= S.stepMs;
      }
      if (state.status !== 'playing') lagMs = 0;
      return events;
    },

    /** Try Again: the current stage from its start, never Paris; the recorder has already closed the dead attempt. */
    restart(): void {
      if (state.status !== 'dead') return;
      state = restartPlatformerStage(state);
      lagMs = 0;
      session.publish();
    },

    /** The verified-result body, once the run is won. */
    result(): PlatformerResultRequest | null {
      if (state.status !== 'victory') return null;
      return { version: PLATFORMER_RULES_VERSION, score: state.player.score, segments: recorder.segments() };
    },

    /** Drops expired messages and tells the panels, but only when what they show has changed. */
    publish(): void {
      messages = messages.filter((message) => message.untilTick > state.ticks);
      const next = computeSnapshot();
      if (sameSnapshot(next, snapshot)) return;
      snapshot = next;
      for (const listener of listeners) listener();
    },

    getSnapshot(): PlatformerSnapshot {
      return snapshot;
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return session;
}

export type PlatformerSession = ReturnType<typeof createPlatformerSession>;
