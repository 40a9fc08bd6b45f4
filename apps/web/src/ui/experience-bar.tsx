import { levelProgress } from '@authentic/core';
import './experience-bar.css';

/** Spec 01 §9: a bar to the next 250-experience threshold (1250 at level 5), with its numbers. */
export function ExperienceBar({ experience }: { experience: number }) {
  const progress = levelProgress(experience);
  const nextLevel = progress.level + 1;
  return (
    <>
      <div
        className="experience-bar"
        role="progressbar"
        aria-label={`Experience to level ${nextLevel}`}
        aria-valuemin={progress.levelStart}
        aria-valuemax={progress.nextGoal}
        aria-valuenow={progress.experience}
        aria-valuetext={`${progress.experience} of ${progress.nextGoal} experience, ${progress.percent}%`}
      >
        <div className="experience-bar-fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="experience-numbers">
        {progress.experience} / {progress.nextGoal} XP · {progress.percent}% to level {nextLevel}
      </p>
    </>
  );
}
