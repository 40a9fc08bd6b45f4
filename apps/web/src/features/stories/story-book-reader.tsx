import { useId, useState, type FormEvent } from 'react';
import type { StoryChoiceDto, StoryEffect } from '@authentic/core';
import { FullscreenDialog } from '../../ui/fullscreen-dialog';
import type { StoryClient } from './story-client';
import { StoryChoices, useNumberKeys, StoryFailure } from './story-choices';
import { StoryLines } from './story-dialogue';
import { STORY_TEXTS } from './story-texts';
import { useReadingPace } from './use-reading-pace';
import { useStoryRun } from './use-story-run';

export interface StoryBookReaderProps {
  client: StoryClient;
  title: string;
  knot: string;
  mapId?: string;
  onEffects?: (effects: StoryEffect[]) => void;
  onClose: () => void;
}

/** The choice a typed answer names: its number, or its words (letter case and spaces aside). */
export function typedChoice(typed: string, choices: readonly StoryChoiceDto[]): StoryChoiceDto | null {
  const words = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (words === '') return null;
  const n = Number(words);
  if (Number.isInteger(n) && n >= 1) return choices[n - 1] ?? null;
  return choices.find((choice) => choice.text.trim().toLowerCase().replace(/\s+/g, ' ') === words) ?? null;
}

function TypedAnswer({ choices, choose }: { choices: readonly StoryChoiceDto[]; choose: (index: number) => void }) {
  const [draft, setDraft] = useState('');
  const [wrong, setWrong] = useState(false);
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const choice = typedChoice(draft, choices);
    setWrong(choice === null);
    if (choice) {
      setDraft('');
      choose(choice.index);
    }
  };
  return (
    <form className="story-book-form" onSubmit={onSubmit}>
      <label htmlFor={inputId}>{STORY_TEXTS.typeChoice}</label>
      <input
        id={inputId}
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        autoComplete="off"
        maxLength={200}
        enterKeyHint="send"
      />
      <button type="submit" className="button">
        {STORY_TEXTS.pick}
      </button>
      {wrong && <p role="alert">{STORY_TEXTS.notAChoice}</p>}
    </form>
  );
}

/**
 * A story book lying on a map (decision 0283), read over the whole screen like the text adventure:
 * its knot's text, then its choices as buttons or typed (words or number). Its place is kept like a talk's.
 */
export function StoryBookReader({ client, title, knot, mapId, onEffects, onClose }: StoryBookReaderProps) {
  const run = useStoryRun({ client, knot, mapId, onEffects });
  const pace = useReadingPace(run.turn, run.lines);
  const ready = run.status === 'ready' && pace.allRead;
  useNumberKeys(run.choices, ready, run.choose);
  return (
    <FullscreenDialog
      title={STORY_TEXTS.bookTitle(title)}
      className="story-book-dialog"
      onEscape={onClose}
      header={(titleId) => (
        <header className="story-book-bar">
          <h2 id={titleId}>{STORY_TEXTS.bookTitle(title)}</h2>
          <button type="button" className="button" onClick={onClose}>
            {STORY_TEXTS.closeBook}
          </button>
        </header>
      )}
    >
      <div className="story-book">
        <StoryLines lines={run.lines} pace={pace} />
        {run.status === 'ready' && !pace.allRead && <p className="story-hint">{STORY_TEXTS.skipHint}</p>}
        {run.status === 'loading' && <p>{STORY_TEXTS.loading}</p>}
        {run.status === 'failed' && <StoryFailure error={run.error} retry={run.retry} />}
        {ready && run.choices.length > 0 && (
          <>
            <StoryChoices choices={run.choices} choose={run.choose} />
            <TypedAnswer choices={run.choices} choose={run.choose} />
          </>
        )}
        {ready && run.ended && (
          <>
            <p>{STORY_TEXTS.ended}</p>
            <div className="button-row">
              <button type="button" className="button" onClick={onClose} autoFocus>
                {STORY_TEXTS.close}
              </button>
            </div>
          </>
        )}
      </div>
    </FullscreenDialog>
  );
}
