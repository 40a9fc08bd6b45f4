import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { StoryChoiceDto } from '@authentic/core';
import { STORY_TEXTS } from './story-texts';

/** Keys 1 to 9 take the choice of that number, wherever focus is in the open story. */
export function useNumberKeys(choices: readonly StoryChoiceDto[], active: boolean, choose: (index: number) => void) {
  useEffect(() => {
    if (!active || choices.length === 0) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLInputElement) return;
      const n = Number(event.key);
      const choice = Number.isInteger(n) && n >= 1 && n <= 9 ? choices[n - 1] : undefined;
      if (!choice) return;
      event.preventDefault();
      choose(choice.index);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [choices, active, choose]);
}

/** The choices on offer, as numbered buttons; arrow keys move between them, the first takes focus. */
export function StoryChoices({
  choices,
  choose,
}: {
  choices: readonly StoryChoiceDto[];
  choose: (index: number) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [choices]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step || !list.current) return;
    event.preventDefault();
    const buttons = [...list.current.querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };
  return (
    <div ref={list} className="story-choices" role="group" aria-label={STORY_TEXTS.choices} onKeyDown={onKeyDown}>
      {choices.map((choice, i) => (
        <button key={choice.index} type="button" className="button story-choice" onClick={() => choose(choice.index)}>
          {STORY_TEXTS.choiceNumbered(i + 1, choice.text)}
        </button>
      ))}
    </div>
  );
}

/** A turn that could not be played: why, and a way to try again. */
export function StoryFailure({ error, retry }: { error: string | null; retry: () => void }) {
  return (
    <div role="alert">
      <p>{error}</p>
      <button type="button" className="button" onClick={retry}>
        {STORY_TEXTS.tryAgain}
      </button>
    </div>
  );
}
