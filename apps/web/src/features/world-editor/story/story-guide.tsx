import { STORY_GUIDE as G, STORY_TEXTS as T } from './story-texts';

/** A short guide to the ink a world's story uses, and the tags it may carry (collapsed at first). */
export function StoryGuide() {
  return (
    <details className="story-guide">
      <summary>{T.guide}</summary>
      <dl>
        {G.ink.map(([code, meaning]) => (
          <div key={code}>
            <dt>
              <code>{code}</code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <p>{G.tagsIntro}</p>
      <dl>
        {G.tags.map(([code, meaning]) => (
          <div key={code}>
            <dt>
              <code>{code}</code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <p className="field-hint">{G.tagsPlain}</p>
    </details>
  );
}
