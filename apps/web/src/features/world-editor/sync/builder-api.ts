import {
  HTTP_MESSAGES,
  saveWorldDocResponseSchema,
  worldDocConflictResponseSchema,
  worldDocProblemsResponseSchema,
  worldDocResponseSchema,
  worldVersionsResponseSchema,
  type WorldDoc,
  type WorldDocResponse,
  type WorldProblemDto,
  type WorldVersionDto,
} from '@authentic/core';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The world builder's calls (contract: core's contracts/world-builder.ts), answers checked with its schemas. */
const base = (worldId: string) => `/api/worlds/${encodeURIComponent(worldId)}`;

export async function fetchWorldDoc(worldId: string): Promise<WorldDocResponse> {
  return worldDocResponseSchema.parse(await apiRequest(`${base(worldId)}/doc`));
}

export type SaveOutcome =
  | { kind: 'saved'; message: string; version: number; published: number | null }
  | { kind: 'problems'; message: string; problems: WorldProblemDto[] }
  | { kind: 'conflict'; message: string; currentVersion: number }
  | { kind: 'failed'; message: string };

/** The answer's body, when the API client kept it. */
const bodyOf = (error: ApiError): unknown => (error as { body?: unknown }).body;

/** A refused save as a result the screen can act on; anything else stays an error message. */
function refusal(error: unknown): SaveOutcome {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: HTTP_MESSAGES.serverError };
  const body = bodyOf(error);
  if (error.status === 409) {
    const parsed = worldDocConflictResponseSchema.safeParse(body);
    return {
      kind: 'conflict',
      message: error.message,
      currentVersion: parsed.success ? parsed.data.currentVersion : 0,
    };
  }
  if (error.status === 400) {
    const parsed = worldDocProblemsResponseSchema.safeParse(body);
    return { kind: 'problems', message: error.message, problems: parsed.success ? parsed.data.problems : [] };
  }
  return { kind: 'failed', message: error.serverMessage ?? error.message };
}

async function asOutcome(call: Promise<unknown>): Promise<SaveOutcome> {
  try {
    const answer = saveWorldDocResponseSchema.parse(await call);
    return { kind: 'saved', message: answer.message, version: answer.version, published: answer.published };
  } catch (error) {
    return refusal(error);
  }
}

export function saveWorldDoc(
  worldId: string,
  request: { doc: WorldDoc; baseVersion: number; force?: boolean; publish?: boolean },
): Promise<SaveOutcome> {
  return asOutcome(apiRequest(`${base(worldId)}/doc`, { method: 'PUT', body: request }));
}

export async function fetchWorldVersions(
  worldId: string,
): Promise<{ versions: WorldVersionDto[]; published: number | null }> {
  const answer = worldVersionsResponseSchema.parse(await apiRequest(`${base(worldId)}/versions`));
  return { versions: answer.versions, published: answer.published };
}

export function restoreWorldVersion(worldId: string, version: number): Promise<SaveOutcome> {
  return asOutcome(apiRequest(`${base(worldId)}/versions/${version}/restore`, { method: 'POST', body: {} }));
}

export function publishWorldVersion(worldId: string, version: number): Promise<SaveOutcome> {
  return asOutcome(apiRequest(`${base(worldId)}/publish`, { method: 'POST', body: { version } }));
}
