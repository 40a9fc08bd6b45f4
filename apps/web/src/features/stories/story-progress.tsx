import { useEffect, useId, useState } from 'react';
import { storyClientFor, type StoryProgress } from './story-client';
import { STORY_TEXTS } from './story-texts';

/**
 * A world's quests this player completed and the world's items its story gave them: the world's own
 * quest tracker and inventory, in its overview panel (M). Kept by the server, or by this browser for a guest.
 */
export function StoryProgressSection({ worldId, signedIn }: { worldId: string; signedIn: boolean }) {
  const headingId = useId();
  const [progress, setProgress] = useState<StoryProgress | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    storyClientFor(worldId, signedIn)
      .progress()
      .then(
        (kept) => live && setProgress(kept),
        () => live && setProgress('failed'),
      );
    return () => {
      live = false;
    };
  }, [worldId, signedIn]);

  return (
    <section className="story-progress" aria-labelledby={headingId}>
      <h3 id={headingId}>{STORY_TEXTS.progressTitle}</h3>
      {progress === 'loading' && <p role="status">{STORY_TEXTS.progressLoading}</p>}
      {progress === 'failed' && <p role="alert">{STORY_TEXTS.progressFailed}</p>}
      {typeof progress === 'object' && (
        <dl>
          <dt>{STORY_TEXTS.questsDone}</dt>
          <dd>
            {progress.quests.length === 0 ? (
              STORY_TEXTS.noQuestsYet
            ) : (
              <ul>
                {progress.quests.map((quest) => (
                  <li key={quest}>{quest}</li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{STORY_TEXTS.itemsHeld}</dt>
          <dd>
            {progress.items.length === 0 ? (
              STORY_TEXTS.noItemsYet
            ) : (
              <ul>
                {progress.items.map(({ item, count }) => (
                  <li key={item}>{STORY_TEXTS.itemCount(item, count)}</li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      )}
    </section>
  );
}
