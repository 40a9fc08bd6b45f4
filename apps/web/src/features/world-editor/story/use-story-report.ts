import { useEffect, useState } from 'react';
import type { StoryReport } from './story-check';
import type { StoryService } from './story-service';

/** How long typing rests before the story is checked again. */
export const STORY_CHECK_DELAY_MS = 350;

export interface StoryReportState {
  /** The newest report, of the present source or (while checking) of an earlier one. */
  report: StoryReport | null;
  checking: boolean;
  /** The knots of the newest story that compiled, kept while a later edit does not. */
  knots: readonly string[];
}

/** The world's story checked as it is typed: debounced, in the story worker; an old answer never wins. */
export function useStoryReport(service: StoryService, source: string): StoryReportState {
  const [report, setReport] = useState<StoryReport | null>(null);
  const [knots, setKnots] = useState<readonly string[]>([]);
  useEffect(() => {
    if (source.trim() === '') return;
    let live = true;
    const timer = setTimeout(() => {
      void service.check(source).then((next) => {
        if (!live) return;
        setReport(next);
        if (next.compiled !== null) setKnots(next.knots);
      });
    }, STORY_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [service, source]);
  if (source.trim() === '') return { report: null, checking: false, knots: [] };
  return { report, checking: report?.source !== source, knots };
}
