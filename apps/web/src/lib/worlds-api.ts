import {
  npcInteractResponseSchema,
  WORLD_MESSAGES,
  worldListResponseSchema,
  worldResponseSchema,
  worldStorageResponseSchema,
  type CreateWorldRequest,
  type NpcInteractResponse,
  type World,
  type WorldStorage,
  type WorldVisibility,
} from '@authentic/core';
import { ApiError, apiRequest, serverMessageOr } from './api-client';

/** The TanStack Query key of the signed-in player's worlds; creating one invalidates it. */
export const MY_WORLDS_KEY = ['worlds', 'mine'] as const;

export async function fetchMyWorlds(): Promise<World[]> {
  const parsed = worldListResponseSchema.safeParse(await apiRequest('/api/worlds/my-worlds'));
  if (!parsed.success) throw new ApiError(WORLD_MESSAGES.loadFailed, 200);
  return parsed.data.worlds;
}

/** The TanStack Query key of one world (the world page and playing it share it). */
export const worldKey = (id: string) => ['worlds', 'one', id] as const;

/** One world; a 404 (not there, or private to someone else) is an ApiError with status 404. */
export async function fetchWorld(id: string): Promise<World> {
  const parsed = worldResponseSchema.safeParse(await apiRequest(`/api/worlds/${encodeURIComponent(id)}`));
  if (!parsed.success) throw new ApiError(WORLD_MESSAGES.loadWorldFailed, 200);
  return parsed.data.world;
}

/** The TanStack Query key of the player's storage and world count; saves and creates refresh it. */
export const WORLD_STORAGE_KEY = ['worlds', 'storage'] as const;

/** What the player's uploads and world versions take of their storage, and their worlds of the cap (decision 0260). */
export async function fetchWorldStorage(): Promise<WorldStorage> {
  return worldStorageResponseSchema.parse(await apiRequest('/api/worlds/storage')).storage;
}

export async function createWorld(request: CreateWorldRequest): Promise<World> {
  const parsed = worldResponseSchema.safeParse(await apiRequest('/api/worlds', { method: 'POST', body: request }));
  if (!parsed.success) throw new ApiError(WORLD_MESSAGES.createFailed, 200);
  return parsed.data.world;
}

/** PUT /api/worlds/{id}: the owner changes who can open the world (issue 34); answers the world. */
export async function updateWorldVisibility(id: string, visibility: WorldVisibility): Promise<World> {
  const answer = await apiRequest(`/api/worlds/${encodeURIComponent(id)}`, { method: 'PUT', body: { visibility } });
  const parsed = worldResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(WORLD_MESSAGES.loadWorldFailed, 200);
  return parsed.data.world;
}

/** Spec 01 §8: 'Failed to create world', or the server's own message when it sent one. */
export function createWorldErrorText(error: unknown): string {
  return serverMessageOr(error, WORLD_MESSAGES.createFailed);
}

/** POST /api/npcs/{id}/interact: the NPC's answer to a free-text prompt, and sometimes a quote. */
export async function talkToNpc(npcId: string, prompt: string): Promise<NpcInteractResponse> {
  const answer = await apiRequest(`/api/npcs/${encodeURIComponent(npcId)}/interact`, { body: { prompt } });
  const parsed = npcInteractResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(WORLD_MESSAGES.npcFailed, 200);
  return parsed.data;
}
