import { useEffect, useId, useRef } from 'react';
import { formatMessage, QUEST_TEXTS, type NpcQuest, type NpcQuestProgress } from '@authentic/core';
import { questTrackerLabel } from './quest-texts';
import './quests.css';

const isDone = (progress: NpcQuestProgress, objectiveId: string) =>
  progress.completedObjectiveIds.includes(objectiveId);

/** Each objective with its state in words: a tick is seen, "done" / "not done" is read. */
export function ObjectiveChecklist({ quest, progress }: { quest: NpcQuest; progress: NpcQuestProgress }) {
  return (
    <ul className="quest-checklist">
      {quest.objectives.map((objective) => {
        const done = isDone(progress, objective.id);
        return (
          <li key={objective.id} className={done ? 'is-done' : undefined}>
            <span className="quest-check" aria-hidden="true">
              {done ? '✓ ' : '○ '}
            </span>
            {objective.text}
            <span className="visually-hidden">
              {' '}
              ({done ? QUEST_TEXTS.objectiveDone : QUEST_TEXTS.objectiveNotDone})
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export interface QuestProgressProps {
  quest: NpcQuest;
  progress: NpcQuestProgress;
  /** A line announced above the list ('Quest accepted' right after accepting). */
  note?: string;
  /** Takes focus when shown, so focus is not lost when the Accept button it replaces goes away. */
  focusOnMount?: boolean;
}

/** The objective checklist of an active quest, shown in the quest giver's dialog. */
export function QuestProgress({ quest, progress, note, focusOnMount = false }: QuestProgressProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) section.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      ref={section}
      className="quest-section quest-progress"
      aria-labelledby={headingId}
      tabIndex={focusOnMount ? -1 : undefined}
    >
      <h3 id={headingId}>{quest.title}</h3>
      {note && (
        <p className="quest-note" role="status">
          {note}
        </p>
      )}
      <h4>{QUEST_TEXTS.objectivesHeading}</h4>
      <ObjectiveChecklist quest={quest} progress={progress} />
    </section>
  );
}

export interface QuestTrackerProps {
  quest: NpcQuest;
  progress: NpcQuestProgress;
}

/**
 * The compact, non-modal tracker over the game view: "n/3 objectives done" and the next one.
 * The count is a status region, so a screen reader hears each objective ticked off.
 */
export function QuestTracker({ quest, progress }: QuestTrackerProps) {
  const done = quest.objectives.filter((objective) => isDone(progress, objective.id)).length;
  const next = quest.objectives.find((objective) => !isDone(progress, objective.id));
  return (
    <section className="quest-tracker" aria-label={questTrackerLabel(quest)}>
      <p className="quest-tracker-title" aria-hidden="true">
        {quest.title}
      </p>
      <p role="status" className="quest-tracker-count">
        {formatMessage(QUEST_TEXTS.trackerCount, { done, total: quest.objectives.length })}
      </p>
      {next && <p className="quest-tracker-next">{formatMessage(QUEST_TEXTS.trackerNext, { objective: next.text })}</p>}
    </section>
  );
}
