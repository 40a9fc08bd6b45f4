// The replay worker when the server runs from TypeScript source (Vitest, `npm run dev`): a worker
// thread gets neither Vitest's transform nor tsx watch's, so it registers tsx itself and reads
// @authentic/core from source through the 'source' export condition, which the pool sets
// (--conditions=source). The bundle (`npm start`) runs dist/replay/replay-worker.js instead.
import { register } from 'tsx/esm/api';

register();
const { default: replayResult, checkWorld, decodePng, compileStory, playStory } = await import('./replay-worker.ts');

export default replayResult;
export { checkWorld, decodePng, compileStory, playStory };
