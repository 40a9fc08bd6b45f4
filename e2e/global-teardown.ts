import { rmSync } from 'node:fs';

/** Removes the temporary DATA_DIRs the browser-test servers used. */
export default function globalTeardown(): void {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_SHORT_DATA_DIR]) {
    if (dir && dir.includes('authentic-e2e-')) rmSync(dir, { recursive: true, force: true });
  }
}
