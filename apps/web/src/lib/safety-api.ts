import {
  HTTP_MESSAGES,
  REPORT_DETAILS_MAX_LENGTH,
  reportRequestSchema,
  SAFETY_API,
  safetyRelationsResponseSchema,
  type ReportKindName,
  type ReportRequest,
} from '@authentic/core';
import { ApiError, apiRequest } from './api-client';

/**
 * Blocks, personal mutes and reports (issue 23). In `lib/` because the profile, the artifacts and
 * live presence all offer them, and features do not import each other.
 */

export type ReportKind = ReportKindName;
export type { ReportRequest };

/** The most a report's details may hold. */
export const REPORT_DETAILS_MAX = REPORT_DETAILS_MAX_LENGTH;

/** TanStack Query keys; a block or mute invalidates `relations`. */
export const SAFETY_KEYS = {
  relations: ['safety', 'relations'] as const,
};

export interface SafetyRelations {
  blocked: string[];
  muted: string[];
}

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** GET /api/safety/relations: the usernames the signed-in player blocked and muted. */
export async function fetchRelations(): Promise<SafetyRelations> {
  const answer = safetyRelationsResponseSchema.safeParse(await apiRequest(SAFETY_API.relations));
  if (!answer.success) throw new ApiError(HTTP_MESSAGES.serverError, 200);
  return {
    blocked: answer.data.blocked.map((entry) => entry.username).sort(byName),
    muted: answer.data.muted.map((entry) => entry.username).sort(byName),
  };
}

export async function blockPlayer(username: string): Promise<void> {
  await apiRequest(SAFETY_API.blocks, { method: 'POST', body: { username } });
}

export async function unblockPlayer(username: string): Promise<void> {
  await apiRequest(SAFETY_API.block(username), { method: 'DELETE' });
}

export async function mutePlayer(username: string): Promise<void> {
  await apiRequest(SAFETY_API.mutes, { method: 'POST', body: { username } });
}

export async function unmutePlayer(username: string): Promise<void> {
  await apiRequest(SAFETY_API.mute(username), { method: 'DELETE' });
}

/**
 * POST /api/reports. A 409 (already reported) rejects with an ApiError whose status is 409; callers
 * treat it as reported all the same (see `isAlreadyReported`).
 */
export async function sendReport(report: ReportRequest): Promise<void> {
  const details = report.details?.trim().slice(0, REPORT_DETAILS_MAX);
  const body = reportRequestSchema.parse({ ...report, details: details || undefined });
  await apiRequest(SAFETY_API.reports, { method: 'POST', body });
}

export const isAlreadyReported = (error: unknown): boolean => error instanceof ApiError && error.status === 409;
