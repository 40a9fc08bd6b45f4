import {
  artifactCommentResponseSchema,
  artifactInventoryResponseSchema,
  artifactListResponseSchema,
  artifactMessageResponseSchema,
  artifactResponseSchema,
  artifactVoteResponseSchema,
  type ArtifactDropRequest,
  type ArtifactDto,
  type ArtifactListQuery,
  type CreateArtifactRequest,
  type UpdateArtifactRequest,
} from '@authentic/core';
import { apiRequest } from '../../lib/api-client';

/** The files a create or update may carry (spec 01 §7: icon `image`, `attachment`). */
export interface ArtifactFiles {
  image?: File | Blob | null;
  attachment?: File | Blob | null;
}

/** Spec 01 §9: the artifacts list is cached 10 minutes. */
export const ARTIFACTS_STALE_MS = 10 * 60 * 1000;

export const artifactKeys = {
  all: ['artifacts'] as const,
  list: (query: ArtifactListQuery) => ['artifacts', 'list', query] as const,
  map: (mapName: string) => ['artifacts', 'map', mapName] as const,
  one: (id: string) => ['artifacts', 'one', id] as const,
  inventory: ['artifacts', 'inventory'] as const,
};

function queryString(query: ArtifactListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * JSON when there is no file; otherwise multipart with the text fields as form fields
 * (`location[x]`, `location[y]`, `location[mapName]`, tags as a comma list), as spec 01 §7 sends them.
 */
export function artifactBody(fields: CreateArtifactRequest | UpdateArtifactRequest, files: ArtifactFiles = {}) {
  if (!files.image && !files.attachment) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (key === 'location' && typeof value === 'object') {
      for (const [part, partValue] of Object.entries(value as Record<string, unknown>)) {
        if (partValue !== undefined && partValue !== null) form.append(`location[${part}]`, String(partValue));
      }
    } else if (Array.isArray(value)) {
      form.append(key, value.join(','));
    } else {
      form.append(key, String(value));
    }
  }
  if (files.image) form.append('image', files.image);
  if (files.attachment) form.append('attachment', files.attachment);
  return form;
}

export async function listArtifacts(query: ArtifactListQuery = {}) {
  return artifactListResponseSchema.parse(await apiRequest(`/api/artifacts${queryString(query)}`));
}

/** What lies on one built-in map (placed artifacts only). */
export async function listArtifactsOnMap(mapName: string): Promise<ArtifactDto[]> {
  return (await listArtifacts({ mapName, limit: 100 })).artifacts;
}

export async function getArtifact(id: string): Promise<ArtifactDto> {
  return artifactResponseSchema.parse(await apiRequest(`/api/artifacts/${encodeURIComponent(id)}`)).artifact;
}

export async function getInventory(): Promise<ArtifactDto[]> {
  return artifactInventoryResponseSchema.parse(await apiRequest('/api/artifacts/inventory')).artifacts;
}

/** The created artifact, and whether it completed level 3 on the server (decision 0171). */
export async function createArtifact(fields: CreateArtifactRequest, files?: ArtifactFiles) {
  const answer = await apiRequest<{ level3Completed?: unknown }>('/api/artifacts', {
    method: 'POST',
    body: artifactBody(fields, files),
  });
  return { artifact: artifactResponseSchema.parse(answer).artifact, level3Completed: answer.level3Completed === true };
}

export async function updateArtifact(id: string, fields: UpdateArtifactRequest, files?: ArtifactFiles) {
  const answer = await apiRequest(`/api/artifacts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: artifactBody(fields, files),
  });
  return artifactResponseSchema.parse(answer).artifact;
}

export async function deleteArtifact(id: string): Promise<void> {
  await apiRequest(`/api/artifacts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function voteArtifact(id: string) {
  return artifactVoteResponseSchema.parse(
    await apiRequest(`/api/artifacts/${encodeURIComponent(id)}/vote`, { method: 'POST' }),
  );
}

export async function commentOnArtifact(id: string, text: string) {
  const answer = await apiRequest(`/api/artifacts/${encodeURIComponent(id)}/comment`, { body: { text } });
  return artifactCommentResponseSchema.parse(answer).comment;
}

export async function interactWithArtifact(id: string, interactionType: 'view' | 'save' | 'shares'): Promise<void> {
  await apiRequest(`/api/artifacts/${encodeURIComponent(id)}/interact`, { body: { interactionType } });
}

export async function pickUpArtifact(id: string): Promise<ArtifactDto> {
  const answer = await apiRequest(`/api/artifacts/${encodeURIComponent(id)}/pickup`, { method: 'POST' });
  return artifactResponseSchema.parse(answer).artifact;
}

export async function dropArtifact(id: string, location: ArtifactDropRequest['location']): Promise<ArtifactDto> {
  const answer = await apiRequest(`/api/artifacts/${encodeURIComponent(id)}/drop`, { body: { location } });
  return artifactResponseSchema.parse(answer).artifact;
}

export async function getArtifactMessage(id: string): Promise<string> {
  return artifactMessageResponseSchema.parse(await apiRequest(`/api/artifacts/${encodeURIComponent(id)}/message`))
    .messageText;
}

export async function saveArtifactMessage(id: string, content: string): Promise<string> {
  const answer = await apiRequest(`/api/artifacts/${encodeURIComponent(id)}/message`, {
    method: 'PUT',
    body: { content },
  });
  return artifactMessageResponseSchema.parse(answer).messageText;
}

export async function deleteArtifactMessage(id: string): Promise<void> {
  await apiRequest(`/api/artifacts/${encodeURIComponent(id)}/message`, { method: 'DELETE' });
}
