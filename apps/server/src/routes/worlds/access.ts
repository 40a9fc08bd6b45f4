import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HTTP_MESSAGES } from '@authentic/core';
import type { Db } from '../../db/client.js';
import { findWorld, type WorldEntry } from '../../db/worlds-repository.js';

export const worldParams = z.object({ worldId: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}
export const notFound = () => httpError(404, HTTP_MESSAGES.notFound);

/** preValidation: a malformed id names no world — a 404, never a database error. */
export async function rejectMalformedWorldId(request: FastifyRequest): Promise<void> {
  const { worldId } = (request.params ?? {}) as { worldId?: unknown };
  if (typeof worldId === 'string' && !UUID.test(worldId)) throw notFound();
}

/**
 * The world if this viewer may see it: their own, or any unlisted or public one (`isPublic`, decision
 * 0266), also for a guest (null). Otherwise a 404, as if it were not there.
 */
export async function loadVisibleWorld(db: Db, worldId: string, viewerId: string | null): Promise<WorldEntry> {
  const entry = await findWorld(db, worldId);
  if (!entry || (!entry.world.isPublic && (viewerId === null || entry.world.ownerId !== viewerId))) throw notFound();
  return entry;
}
