import { lazy, Suspense, useId, useState } from 'react';
import type { StoryWorkbenchProps } from './story/story-workbench';
import { STORY_TEXTS as T } from './story/story-texts';

// The code editor and its language load when the panel is first opened, not with the world editor.
const StoryWorkbench = lazy(async () => ({ default: (await import('./story/story-workbench')).StoryWorkbench }));

/** The Story panel of the world editor (decision 0283): closed at first; opening it loads the ink editor. */
export function StoryPanel(props: StoryWorkbenchProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="panel editor-panel story-panel" aria-labelledby={`${id}-title`}>
      <div className="story-head">
        <h2 id={`${id}-title`}>{T.panel}</h2>
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {open ? T.close : T.open}
        </button>
      </div>
      <div id={`${id}-body`} hidden={!open}>
        {open && (
          <Suspense fallback={<p role="status">{T.loading}</p>}>
            <StoryWorkbench {...props} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
