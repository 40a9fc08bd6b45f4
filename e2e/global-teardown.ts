import { rmSync } from 'node:fs';

/** Removes the temporary DATA_DIR the browser-test server used. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('authentic-e2e-')) rmSync(dir, { recursive: true, force: true });
}
