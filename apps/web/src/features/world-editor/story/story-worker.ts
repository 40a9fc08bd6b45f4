/// <reference lib="webworker" />
import { answerStoryRequest } from './story-work';
import type { StoryRequest } from './story-protocol';

/** The story worker: ink compiles and plays here, so typing never waits for it (decision 0283). */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<StoryRequest>) => {
  scope.postMessage(answerStoryRequest(event.data, () => performance.now()));
};
