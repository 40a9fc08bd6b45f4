import type { WorldProblemDto } from '@authentic/core';
import { SYNC_TEXTS as T } from './sync-texts';

/** The problems, each a button that takes the editor to its map and cell. */
export function ProblemsList({
  problems,
  mapName,
  onGoTo,
}: {
  problems: readonly WorldProblemDto[];
  mapName: (mapId: string) => string;
  onGoTo: (problem: WorldProblemDto) => void;
}) {
  if (problems.length === 0) return <></>;
  return (
    <section className="problems-list" aria-labelledby="world-problems-heading">
      <h2 id="world-problems-heading">
        {T.problemsHeading} ({problems.length})
      </h2>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${problem.code}-${index}`}>
            <button type="button" className="button button-link" onClick={() => onGoTo(problem)}>
              {T.problemAt(problem.mapId ? mapName(problem.mapId) : '', problem.x, problem.y, problem.message)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
