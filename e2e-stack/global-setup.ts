import { buildSteps } from '../scripts/build.mjs';
import { staleParts } from '../scripts/lib.mjs';

/** The stack runs the built server and web app: build what is missing or older than its sources. */
export default async function globalSetup(): Promise<void> {
  const stale: string[] = staleParts();
  await Promise.all(stale.map((part) => buildSteps[part as 'server' | 'web']()));
}
