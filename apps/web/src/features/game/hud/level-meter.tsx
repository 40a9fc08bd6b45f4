import { GAME_SCREEN_MESSAGES, levelProgress } from '@authentic/core';

/**
 * The player's experience level (named 'XP level', apart from the story's Level 1–4, decision 0242),
 * a bar of the experience towards the next one and the numbers: '120 / 250'.
 */
export function LevelMeter({ experience }: { experience: number }) {
  const { level, experience: exp, levelStart, nextGoal, percent } = levelProgress(experience);
  return (
    <div className="hud-level">
      <span className="hud-level-label" aria-hidden="true">
        {GAME_SCREEN_MESSAGES.level(level)}
      </span>
      <div
        className="hud-xp"
        role="progressbar"
        aria-label={GAME_SCREEN_MESSAGES.levelExperience(level)}
        aria-valuemin={levelStart}
        aria-valuemax={nextGoal}
        aria-valuenow={exp}
        aria-valuetext={GAME_SCREEN_MESSAGES.experienceValue(exp, nextGoal)}
      >
        <span className="hud-xp-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="hud-xp-numbers" aria-hidden="true">
        {GAME_SCREEN_MESSAGES.experienceNumbers(exp, nextGoal)}
      </span>
    </div>
  );
}
