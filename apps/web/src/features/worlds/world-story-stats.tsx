import { useQuery } from '@tanstack/react-query';
import { STORIES_API, storyStatsResponseSchema } from '@authentic/core';
import { apiRequest } from '../../lib/api-client';
import { WORLD_PAGE_TEXTS as T } from './world-page-texts';

/** Players' completed quests of the world's story, counted (shown once there is one). */
export function StoryQuestsCompleted({ count }: { count: number | undefined }) {
  if (!count) return null;
  return <p className="world-page-story-quests">{T.storyQuestsCompleted(count)}</p>;
}

/**
 * The owner's view of their story (decision 0283): talks and players per character's knot and
 * completions per quest. Counts only, never who; nothing when the world has no story yet.
 */
export function WorldStoryStats({ worldId }: { worldId: string }) {
  const stats = useQuery({
    queryKey: ['worlds', 'story-stats', worldId],
    queryFn: async () => storyStatsResponseSchema.parse(await apiRequest(STORIES_API.stats(worldId))),
    retry: false,
  });
  if (!stats.data || (stats.data.talks.length === 0 && stats.data.quests.length === 0)) return null;
  const { talks, quests } = stats.data;
  return (
    <section className="panel" aria-labelledby="story-stats-title">
      <h2 id="story-stats-title">{T.storyPlayed}</h2>
      {talks.length > 0 && (
        <>
          <h3 id="story-stats-talks">{T.storyTalks}</h3>
          <ul className="world-page-list" aria-labelledby="story-stats-talks">
            {talks.map((row) => (
              <li key={row.knot}>{T.storyTalkRow(row.knot, row.talks, row.players)}</li>
            ))}
          </ul>
        </>
      )}
      {quests.length > 0 && (
        <>
          <h3 id="story-stats-quests">{T.storyQuests}</h3>
          <ul className="world-page-list" aria-labelledby="story-stats-quests">
            {quests.map((row) => (
              <li key={row.quest}>{T.storyQuestRow(row.quest, row.completions)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
