import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An embedded database is opened by one process at a time: PGlite has no lock of its own, and two
 * processes writing one folder corrupt it. The process that opens it writes its id here and removes
 * it on close, so `npm run moderator` can refuse while the server runs (decision 0285). A file left
 * by a process that died names no live process and counts for nothing.
 */
const holderFile = (dir: string): string => path.join(dir, 'holder.pid');

export function markHolder(dir: string): void {
  writeFileSync(holderFile(dir), `${process.pid}\n`);
}

export function releaseHolder(dir: string): void {
  if (holderOf(dir, { includeSelf: true }) === process.pid) rmSync(holderFile(dir), { force: true });
}

/** The id of the live process that holds the database in `dir`, if any (this process only when asked). */
export function holderOf(dir: string, options: { includeSelf?: boolean } = {}): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(holderFile(dir), 'utf8'), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (pid === process.pid) return options.includeSelf ? pid : undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: a live process of another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
