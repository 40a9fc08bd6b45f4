import {
  ADVENTURE_AUTOSAVE_DEBOUNCE_MS,
  ADVENTURE_COMMAND_LOG_LIMIT,
  adventureEventsNeedSave,
  applyAdventureCommand,
  createAdventure,
  fromAdventureProgress,
  textAdventureProgressSchema,
  toAdventureProgress,
  type AdventureHistoryEntry,
  type AdventureResultRequest,
  type AdventureState,
  type TextAdventureProgress,
} from '@authentic/core';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The longest command the saved log accepts (textAdventureProgressSchema); longer input is cut. */
export const ADVENTURE_COMMAND_MAX_LENGTH = 200;

export interface AdventureRun {
  game: AdventureState;
  /** Every command typed since the run began: the server replays it (decision 0211). */
  commands: string[];
  /** History index from which the newest output is typed out; history.length types nothing. */
  typeFrom: number;
  /** Changes with every new output, so the typewriter starts again. */
  turn: number;
}

export interface AdventureRunOptions {
  initialProgress: TextAdventureProgress | null;
  onSave: ((progress: TextAdventureProgress) => void) | null;
  onComplete: (result: AdventureResultRequest) => void;
  onExit: () => void;
  music?: { playMusic(theme: 'adventure' | 'adventureEnding' | null): void };
}

/** How many characters the newest output has: the text lines from `from` on (spec 02 §9: typed). */
export function typedLength(history: readonly AdventureHistoryEntry[], from: number): number {
  return history.slice(from).reduce((sum, entry) => sum + (entry.kind === 'text' ? entry.text.length : 0), 0);
}

function freshRun(turn = 0): AdventureRun {
  return { game: createAdventure(), commands: [], typeFrom: 0, turn };
}

/**
 * A saved run resumes where it was, with its command log. A finished run (won, or out of
 * inspiration) or one that does not parse starts fresh: whoever opens the adventure again wants to play.
 */
export function startAdventureRun(saved: TextAdventureProgress | null): AdventureRun {
  if (saved === null) return freshRun();
  const parsed = textAdventureProgressSchema.safeParse(saved);
  if (!parsed.success || parsed.data.inspiration === 0) return freshRun();
  const game = fromAdventureProgress(parsed.data);
  if (game.status !== 'playing') return freshRun();
  return { game, commands: [...(parsed.data.commands ?? [])], typeFrom: game.history.length, turn: 0 };
}

export function adventureRunProgress(run: AdventureRun): TextAdventureProgress {
  // A log past the limit could not be saved at all; the server would refuse to replay it anyway.
  return { ...toAdventureProgress(run.game), commands: run.commands.slice(-ADVENTURE_COMMAND_LOG_LIMIT) };
}

/**
 * Saving (signed-in only): `scheduleSave` saves 2 s after the last change that needs it, `saveNow`
 * at once, and only when something happened since the last save (`markDirty`).
 */
function useAdventureSaving(latest: RefObject<AdventureRunOptions>, runRef: RefObject<AdventureRun>) {
  const saveTimer = useRef<number | null>(null);
  /** Something happened since the last save, so leaving saves. */
  const dirty = useRef(false);

  const saveNow = useCallback(() => {
    if (saveTimer.current !== null) window.clearTimeout(saveTimer.current);
    saveTimer.current = null;
    const onSave = latest.current.onSave;
    if (!onSave || !dirty.current) return;
    dirty.current = false;
    onSave(adventureRunProgress(runRef.current));
  }, [latest, runRef]);

  const scheduleSave = useCallback(() => {
    if (!latest.current.onSave) return;
    if (saveTimer.current !== null) window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(saveNow, ADVENTURE_AUTOSAVE_DEBOUNCE_MS);
  }, [latest, saveNow]);

  const markDirty = useCallback(() => {
    dirty.current = true;
  }, []);
  return { saveNow, scheduleSave, markDirty };
}

/**
 * The run behind the adventure screen: applies commands, keeps the command log, saves 2 s after a
 * room or inventory change and on leaving (signed-in only), reports a win once, and leaves on quit.
 */
export function useAdventureRun(options: AdventureRunOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [run, setRun] = useState(() => startAdventureRun(options.initialProgress));
  const runRef = useRef(run);
  const [quitting, setQuitting] = useState(false);
  const quitTimer = useRef<number | null>(null);
  const { saveNow, scheduleSave, markDirty } = useAdventureSaving(latest, runRef);

  const commit = useCallback(
    (next: AdventureRun) => {
      runRef.current = next;
      markDirty();
      setRun(next);
    },
    [markDirty],
  );

  const leave = useCallback(() => {
    if (quitTimer.current !== null) window.clearTimeout(quitTimer.current);
    quitTimer.current = null;
    saveNow();
    latest.current.onExit();
  }, [saveNow]);

  useEffect(() => {
    latest.current.music?.playMusic('adventure');
  }, []);

  // Leaving by any other way (the lead closes the screen): a pending or unsaved change is saved now.
  useEffect(
    () => () => {
      if (quitTimer.current !== null) window.clearTimeout(quitTimer.current);
      saveNow();
    },
    [saveNow],
  );

  /** Applies one typed command; false when it was ignored (empty, or the run has ended). */
  const submit = useCallback(
    (typed: string): boolean => {
      const text = typed.trim().slice(0, ADVENTURE_COMMAND_MAX_LENGTH);
      const current = runRef.current;
      if (text === '' || current.game.status !== 'playing' || quitTimer.current !== null) return false;
      const result = applyAdventureCommand(current.game, text);
      // 'restart' begins a new run, so its log begins again too (the same as Try Again).
      const restarted = result.events.some((event) => event.type === 'restarted');
      const commands = restarted ? [] : [...current.commands, text];
      const history = result.state.history;
      commit({
        game: result.state,
        commands,
        typeFrom: Math.max(0, history.length - result.output.length),
        turn: current.turn + 1,
      });
      if (restarted || adventureEventsNeedSave(result.events)) scheduleSave();
      for (const event of result.events) {
        if (event.type === 'victory') {
          latest.current.music?.playMusic('adventureEnding');
          latest.current.onComplete({ commands });
        } else if (event.type === 'quit') {
          setQuitting(true);
          quitTimer.current = window.setTimeout(leave, event.delayMs);
        }
      }
      return true;
    },
    [commit, leave, scheduleSave],
  );

  /** Try Again: the start room, nothing carried, only the intro, full inspiration, a new log. */
  const tryAgain = useCallback(() => {
    commit(freshRun(runRef.current.turn + 1));
    scheduleSave();
  }, [commit, scheduleSave]);

  return { run, quitting, submit, tryAgain, leave };
}
