import { levelProgress } from '@authentic/core';
import './experience-bar.css';
import { UI_TEXTS } from './ui-texts';

/** Spec 01 §9: a bar to the next 250-experience threshold (1250 at level 5), with its numbers. */
export function ExperienceBar({ experience }: { experience: number }) {
  const progress = levelProgress(experience);
  const nextLevel = progress.level + 1;
  return (
    <>
      <div
        className="experience-bar"
        role="progressbar"
        aria-label={UI_TEXTS.experienceTo(nextLevel)}
        aria-valuemin={progress.levelStart}
        aria-valuemax={progress.nextGoal}
        aria-valuenow={progress.experience}
        aria-valuetext={UI_TEXTS.experienceValue(progress.experience, progress.nextGoal, progress.percent)}
      >
        <div className="experience-bar-fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="experience-numbers">
        {UI_TEXTS.experienceNumbers(progress.experience, progress.nextGoal, progress.percent, nextLevel)}
      </p>
    </>
  );
}
