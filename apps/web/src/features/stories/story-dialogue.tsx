import type { ReactNode } from 'react';
import type { StoryEffect } from '@authentic/core';
import { Modal } from '../../ui/modal';
import type { StoryClient } from './story-client';
import { StoryChoices, useNumberKeys, StoryFailure } from './story-choices';
import { STORY_TEXTS } from './story-texts';
import { lineShown, useReadingPace } from './use-reading-pace';
import { useStoryRun } from './use-story-run';
import './stories.css';

export interface StoryDialogueProps {
  client: StoryClient;
  knot: string;
  /** The map the character stands on (doors the story opens are of this map). */
  mapId?: string;
  /** The speaker's name: the builder's for this NPC, else the catalogue's. */
  speaker: string;
  portrait?: ReactNode;
  onEffects?: (effects: StoryEffect[]) => void;
  onClose: () => void;
}

/** Lines as far as they are read; a click shows the current one whole. */
export function StoryLines({
  lines,
  pace,
}: {
  lines: readonly { text: string }[];
  pace: ReturnType<typeof useReadingPace>;
}) {
  return (
    <div className="story-lines" onClick={pace.finish} aria-live="polite">
      {lines.map((line, i) => {
        const text = lineShown(line.text, i, pace);
        return text === null ? null : <p key={i}>{text}</p>;
      })}
    </div>
  );
}

/**
 * Talking to a character of a world's story (decision 0283): who speaks, the lines at the game's
 * reading pace, then the choices (buttons, keys 1–9); at the end, Continue. All text is DOM text.
 */
export function StoryDialogue({ client, knot, mapId, speaker, portrait, onEffects, onClose }: StoryDialogueProps) {
  const run = useStoryRun({ client, knot, mapId, onEffects });
  const pace = useReadingPace(run.turn, run.lines);
  const ready = run.status === 'ready' && pace.allRead;
  useNumberKeys(run.choices, ready, run.choose);
  return (
    <Modal title={STORY_TEXTS.talkingWith(speaker)} onClose={onClose} initialFocus={(dialog) => dialog}>
      <div className="story-dialogue">
        {portrait && <div className="story-speaker">{portrait}</div>}
        <div className="story-talk">
          <StoryLines lines={run.lines} pace={pace} />
          {run.status === 'ready' && !pace.allRead && <p className="story-hint">{STORY_TEXTS.skipHint}</p>}
          {run.status === 'loading' && <p className="story-loading">{STORY_TEXTS.loading}</p>}
          {run.status === 'failed' && <StoryFailure error={run.error} retry={run.retry} />}
          {ready && run.choices.length > 0 && <StoryChoices choices={run.choices} choose={run.choose} />}
          {ready && run.ended && (
            <div className="button-row">
              <button type="button" className="button" onClick={onClose} autoFocus>
                {STORY_TEXTS.continue}
              </button>
            </div>
          )}
        </div>
      </div>
    </Modal>
  );
}
