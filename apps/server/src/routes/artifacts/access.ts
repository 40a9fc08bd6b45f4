import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HTTP_MESSAGES, type ArtifactComment, type ArtifactDto, type ArtifactViewer } from '@authentic/core';
import type { Db } from '../../db/client.js';
import { findVisibleArtifact, ownersBefriending, type ArtifactEntry } from '../../db/artifacts-repository.js';
import { listComments } from '../../db/artifact-social-repository.js';
import { artifactFor, toCommentDto } from './to-dto.js';
import { errorAnswers } from '../error-answers.js';

export const errorResponses = errorAnswers(400, 401, 403, 404, 409, 413);

/** Generous per-player limits: a burst of creative work never trips them, a script soon does. */
export const perPlayer = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  },
});

/** An error the one error handler answers with this status and message. */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

export const notFound = () => httpError(404, HTTP_MESSAGES.notFound);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `:id` params; anything that is not a uuid cannot name an artifact and is a 404 (see `rejectMalformedId`). */
export const idParams = z.object({ id: z.string() });

/** preValidation: a malformed id is an artifact that does not exist, not a bad request. */
export async function rejectMalformedId(request: FastifyRequest): Promise<void> {
  const { id } = (request.params ?? {}) as { id?: unknown };
  if (typeof id === 'string' && !UUID.test(id)) throw notFound();
}

/** Who is asking, for core's visibility rules; friendIds only for the owners that matter. */
export async function viewerFor(db: Db, viewerId: string | null, entries: ArtifactEntry[]): Promise<ArtifactViewer> {
  if (viewerId === null) return { id: null, friendIds: [] };
  const owners = new Set<string>();
  for (const { artifact } of entries) {
    const owner = artifact.creatorId;
    if (artifact.visibility === 'friends' && owner !== null && owner !== viewerId) owners.add(owner);
  }
  return { id: viewerId, friendIds: await ownersBefriending(db, viewerId, [...owners]) };
}

/** A list carries the latest few comments of each artifact; commentCount says how many there are. */
export const LIST_COMMENTS_PER_ARTIFACT = 20;
/** A single read carries up to this many. */
export const READ_COMMENTS_LIMIT = 500;

function commentsById(comments: Awaited<ReturnType<typeof listComments>>): Map<string, ArtifactComment[]> {
  const byId = new Map<string, ArtifactComment[]>();
  for (const comment of comments) {
    const list = byId.get(comment.artifactId) ?? [];
    list.push(toCommentDto(comment));
    byId.set(comment.artifactId, list);
  }
  return byId;
}

/** Entries as this viewer may see them, with comments; anything core hides is left out. */
export async function artifactsFor(
  db: Db,
  viewerId: string | null,
  entries: ArtifactEntry[],
  commentsPerArtifact = LIST_COMMENTS_PER_ARTIFACT,
): Promise<ArtifactDto[]> {
  const withComments =
    commentsPerArtifact > 0 ? entries.filter((e) => e.artifact.commentCount > 0).map((e) => e.artifact.id) : [];
  const [viewer, comments] = await Promise.all([
    viewerFor(db, viewerId, entries),
    listComments(db, withComments, commentsPerArtifact),
  ]);
  const byId = commentsById(comments);
  const dtos: ArtifactDto[] = [];
  for (const entry of entries) {
    const dto = artifactFor(entry, viewer, byId.get(entry.artifact.id) ?? []);
    if (dto) dtos.push(dto);
  }
  return dtos;
}

/** One artifact the viewer may see, with (up to `comments` of) its comments; 404 otherwise. */
export async function loadVisibleArtifact(
  db: Db,
  id: string,
  viewerId: string | null,
  comments = READ_COMMENTS_LIMIT,
): Promise<ArtifactDto> {
  const entry = await findVisibleArtifact(db, id, viewerId);
  if (!entry) throw notFound();
  const [dto] = await artifactsFor(db, viewerId, [entry], comments);
  if (!dto) throw notFound();
  return dto;
}
