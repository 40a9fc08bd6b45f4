import {
  HTTP_MESSAGES,
  moderationActionResponseSchema,
  moderationLogResponseSchema,
  moderationReportsResponseSchema,
  moderationRestrictionResponseSchema,
  SAFETY_API,
  type ModerationActionRequest,
  type ModerationRestrictionRequest,
  type ModerationLogEntry,
  type ModerationReport,
} from '@authentic/core';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../lib/api-client';

/** TanStack Query keys of the moderation screen; an action invalidates both. */
export const MODERATION_KEYS = {
  all: ['moderation'] as const,
  open: ['moderation', 'reports', 'open'] as const,
  closed: ['moderation', 'reports', 'closed'] as const,
  log: ['moderation', 'log'] as const,
};

/** Reads an answer with its schema; an answer of another shape is a failure. */
async function parsed<S extends z.ZodType>(schema: S, answer: Promise<unknown>): Promise<z.infer<S>> {
  const result = schema.safeParse(await answer);
  if (!result.success) throw new ApiError(HTTP_MESSAGES.serverError, 200);
  return result.data;
}

const newestFirst = <T extends { createdAt: string }>(items: T[]): T[] =>
  [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** GET /api/moderation/reports?status=open, newest first. */
export async function fetchOpenReports(): Promise<ModerationReport[]> {
  const answer = await parsed(
    moderationReportsResponseSchema,
    apiRequest(`${SAFETY_API.moderationReports}?status=open`),
  );
  return newestFirst(answer.reports);
}

/** GET /api/moderation/reports?status=closed: the server sends the last closed first. */
export async function fetchClosedReports(): Promise<ModerationReport[]> {
  const answer = await parsed(
    moderationReportsResponseSchema,
    apiRequest(`${SAFETY_API.moderationReports}?status=closed`),
  );
  return answer.reports;
}

/** POST /api/moderation/players/:id/restriction: lift or shorten a mute or suspension; answers the server's sentence. */
export async function changeRestriction(userId: string, request: ModerationRestrictionRequest): Promise<string> {
  const answer = await parsed(
    moderationRestrictionResponseSchema,
    apiRequest(SAFETY_API.moderationRestriction(userId), { method: 'POST', body: request }),
  );
  return answer.message;
}

/** GET /api/moderation/log, newest first. */
export async function fetchModerationLog(): Promise<ModerationLogEntry[]> {
  const answer = await parsed(moderationLogResponseSchema, apiRequest(SAFETY_API.moderationLog));
  return newestFirst(answer.entries);
}

/** POST /api/moderation/reports/:id/actions; answers the server's sentence. */
export async function actOnReport(reportId: string, request: ModerationActionRequest): Promise<string> {
  const answer = await parsed(
    moderationActionResponseSchema,
    apiRequest(SAFETY_API.moderationAction(reportId), { method: 'POST', body: request }),
  );
  return answer.message;
}

/** A 403: the account is not (or no longer) a moderator. */
export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
