import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { DELETED_ACCOUNT_HOLD_DAYS } from '@authentic/core';
import type { Db } from './client.js';
import { heldIdentifiers } from './schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a deleted account's username and e-mail stay taken (decision 0257). */
export const DELETED_ACCOUNT_HOLD_MS = DELETED_ACCOUNT_HOLD_DAYS * 24 * 60 * 60 * 1000;

/** What is stored for a lower-cased username or e-mail: never the value itself. */
export function identifierHash(key: string): string {
  return createHash('sha256').update(`held:${key}`).digest('hex');
}

/** True when a deleted account's username or e-mail (lower-cased) is still held. */
export async function identifierHeld(db: Db | Tx, key: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ until: heldIdentifiers.until })
    .from(heldIdentifiers)
    .where(and(eq(heldIdentifiers.keyHash, identifierHash(key)), gt(heldIdentifiers.until, now)));
  return Boolean(row);
}

/** Holds these lower-cased values until `until` (the later hold wins); ended holds are cleared on the way. */
export async function holdIdentifiers(tx: Tx, holds: { key: string; until: Date }[], now: Date): Promise<void> {
  await tx.delete(heldIdentifiers).where(lte(heldIdentifiers.until, now));
  for (const { key, until } of holds) {
    const keyHash = identifierHash(key);
    const [held] = await tx
      .select()
      .from(heldIdentifiers)
      .where(inArray(heldIdentifiers.keyHash, [keyHash]));
    if (held && held.until >= until) continue;
    await tx
      .insert(heldIdentifiers)
      .values({ keyHash, until })
      .onConflictDoUpdate({ target: heldIdentifiers.keyHash, set: { until } });
  }
}
