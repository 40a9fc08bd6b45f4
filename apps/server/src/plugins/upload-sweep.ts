import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { artifacts, uploads, uploadVolume, users, worldTilesets } from '../db/schema.js';

/**
 * An upload writes its record, then its file, then the avatar, artifact or tileset that points to it, in
 * one request of seconds. A kill -9 between those steps leaves a record, a file or both that
 * nothing points to, counted against the player's quota for good. The sweep removes what is older
 * than this and still unclaimed; anything younger may be an upload in flight on this or another
 * instance.
 */
export const UPLOAD_SWEEP_GRACE_MS = 15 * 60 * 1000;
/** How often a running server sweeps again. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export interface SweepResult {
  /** Records (with their files, if any) that nothing points to. */
  unclaimed: number;
  /** Records whose file is gone. */
  missingFiles: number;
  /** Files in the folder with no record. */
  strayFiles: number;
}

/**
 * Records and files of uploads nothing points to, older than the grace period, go (decision 0234).
 * `files: true` also compares the folder with the records (a walk of every file: done at start,
 * after which only a kill can have left a file or record behind); without it, one query.
 */
export async function sweepUploads(db: Db, dir: string, now: Date, options: { files: boolean }): Promise<SweepResult> {
  const before = new Date(now.getTime() - UPLOAD_SWEEP_GRACE_MS);
  const url = sql`'/uploads/' || ${uploads.name}`;
  const claimed = or(
    sql`exists (select 1 from ${users} where ${users.avatar} = ${url})`,
    sql`exists (select 1 from ${artifacts} where ${artifacts.image} = ${url} or ${artifacts.attachment} = ${url})`,
    sql`exists (select 1 from ${worldTilesets} where ${worldTilesets.upload} = ${uploads.name})`,
  );
  const unclaimed = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(lt(uploads.createdAt, before), sql`not ${claimed}`));
  for (const { name } of unclaimed) {
    await unlink(path.join(dir, name)).catch(() => undefined);
    await db.delete(uploads).where(eq(uploads.name, name));
  }

  // Yesterday's address totals are still read near midnight; older days never again.
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await db.delete(uploadVolume).where(lt(uploadVolume.day, yesterday));
  if (!options.files) return { unclaimed: unclaimed.length, missingFiles: 0, strayFiles: 0 };

  // A record whose file never got written (killed mid-write, or the disk lost it) frees its space.
  let missingFiles = 0;
  const older = await db.select({ name: uploads.name }).from(uploads).where(lt(uploads.createdAt, before));
  for (const { name } of older) {
    if (await stat(path.join(dir, name)).catch(() => null)) continue;
    await db.delete(uploads).where(eq(uploads.name, name));
    missingFiles += 1;
  }

  let strayFiles = 0;
  const recorded = new Set((await db.select({ name: uploads.name }).from(uploads)).map((row) => row.name));
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!NAME.test(name) || recorded.has(name)) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (!info?.isFile() || info.mtime >= before) continue;
    // Counted again just before removal: a record may have been written since the list was read.
    const [row] = await db.select({ name: uploads.name }).from(uploads).where(eq(uploads.name, name));
    if (row) continue;
    await unlink(path.join(dir, name)).catch(() => undefined);
    strayFiles += 1;
  }

  return { unclaimed: unclaimed.length, missingFiles, strayFiles };
}

/** A sweep at start (with the folder) and then every UPLOAD_SWEEP_INTERVAL_MS; never in the way of a request. */
export function scheduleUploadSweeps(
  db: Db,
  dir: string,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): { started: Promise<void>; stop(): void } {
  const run = async (files: boolean) => {
    try {
      const result = await sweepUploads(db, dir, new Date(), { files });
      if (result.unclaimed + result.missingFiles + result.strayFiles > 0) log.info(result, 'Removed orphaned uploads');
    } catch (error) {
      log.error({ err: error }, 'Upload sweep failed');
    }
  };
  const started = run(true);
  const timer = setInterval(() => void run(false), UPLOAD_SWEEP_INTERVAL_MS);
  timer.unref();
  return { started, stop: () => clearInterval(timer) };
}
