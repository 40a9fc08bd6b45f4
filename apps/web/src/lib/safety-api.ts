import { HTTP_MESSAGES, REPORT_REASONS, type ReportReason } from '@authentic/core';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client';

/**
 * Blocks, personal mutes and reports (issue 23). In `lib/` because the profile, the artifacts and
 * live presence all offer them, and features do not import each other.
 */

export type ReportKind = 'player' | 'chat' | 'artifact' | 'comment';

export interface ReportRequest {
  kind: ReportKind;
  /** A username (player), a chat line id, an artifact id or a comment id. */
  target: string;
  reason: ReportReason;
  details?: string;
}

/** The most a report's details may hold. */
export const REPORT_DETAILS_MAX = 1000;

/** TanStack Query keys; a block or mute invalidates `relations`. */
export const SAFETY_KEYS = {
  relations: ['safety', 'relations'] as const,
};

/** One blocked or muted player; the server may send more than the username. */
const relationEntrySchema = z.union([
  z.string().transform((username) => ({ username })),
  z.object({ username: z.string() }).passthrough(),
]);

const relationsSchema = z.object({
  blocked: z.array(relationEntrySchema),
  muted: z.array(relationEntrySchema),
});

export interface SafetyRelations {
  blocked: string[];
  muted: string[];
}

const reportReasonSchema = z.enum(REPORT_REASONS);

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** GET /api/safety/relations: the usernames the signed-in player blocked and muted. */
export async function fetchRelations(): Promise<SafetyRelations> {
  const answer = relationsSchema.safeParse(await apiRequest('/api/safety/relations'));
  if (!answer.success) throw new ApiError(HTTP_MESSAGES.serverError, 200);
  return {
    blocked: answer.data.blocked.map((entry) => entry.username).sort(byName),
    muted: answer.data.muted.map((entry) => entry.username).sort(byName),
  };
}

const relationPath = (kind: 'blocks' | 'mutes', username?: string) =>
  username === undefined ? `/api/safety/${kind}` : `/api/safety/${kind}/${encodeURIComponent(username)}`;

export async function blockPlayer(username: string): Promise<void> {
  await apiRequest(relationPath('blocks'), { method: 'POST', body: { username } });
}

export async function unblockPlayer(username: string): Promise<void> {
  await apiRequest(relationPath('blocks', username), { method: 'DELETE' });
}

export async function mutePlayer(username: string): Promise<void> {
  await apiRequest(relationPath('mutes'), { method: 'POST', body: { username } });
}

export async function unmutePlayer(username: string): Promise<void> {
  await apiRequest(relationPath('mutes', username), { method: 'DELETE' });
}

/**
 * POST /api/reports. A 409 (already reported) rejects with an ApiError whose status is 409; callers
 * treat it as reported all the same (see `isAlreadyReported`).
 */
export async function sendReport(report: ReportRequest): Promise<void> {
  const details = report.details?.trim().slice(0, REPORT_DETAILS_MAX);
  await apiRequest('/api/reports', {
    method: 'POST',
    body: {
      kind: report.kind,
      target: report.target,
      reason: reportReasonSchema.parse(report.reason),
      ...(details ? { details } : {}),
    },
  });
}

export const isAlreadyReported = (error: unknown): boolean => error instanceof ApiError && error.status === 409;
