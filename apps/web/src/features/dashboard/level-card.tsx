import { levelForExperience, titleForExperience } from '@authentic/core';
import { ExperienceBar } from '../../ui/experience-bar';
import { DASHBOARD_TEXTS } from './dashboard-texts';

/** Spec 01 §9: level, title and a bar to the next 250-experience threshold (1250 at level 5). */
export function LevelCard({ experience }: { experience: number }) {
  return (
    <section className="dashboard-card level-card" aria-labelledby="level-title">
      <h2 id="level-title">
        {DASHBOARD_TEXTS.level(levelForExperience(experience))} · {titleForExperience(experience)}
      </h2>
      <ExperienceBar experience={experience} />
    </section>
  );
}
