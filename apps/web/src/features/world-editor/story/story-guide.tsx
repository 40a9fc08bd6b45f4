import { STORY_GUIDE as G, STORY_TEXTS as T } from './story-texts';

/** A short guide to the ink a world's story uses, and the tags it may carry (collapsed at first). */
export function StoryGuide() {
  return (
    <details className="story-guide">
      <summary>{T.guide}</summary>
      <GuideList rows={G.ink} />
      <p>{G.tagsIntro}</p>
      <GuideList rows={G.tags} />
      <p className="field-hint">{G.tagsPlain}</p>
    </details>
  );
}

/** Pairs of what is written and what it does, as a description list. */
function GuideList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl>
      {rows.map(([code, meaning]) => (
        <div key={code}>
          <dt>
            <code>{code}</code>
          </dt>
          <dd>{meaning}</dd>
        </div>
      ))}
    </dl>
  );
}
