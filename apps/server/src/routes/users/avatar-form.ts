import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  ARTIFACT_FILE_LIMITS,
  CHARACTER_AVATAR_FIELD,
  characterUpdateFormSchema,
  characterUpdateSchema,
  PROFILE_MESSAGES,
  type CharacterUpdate,
} from '@authentic/core';
import { setAvatar } from '../../db/users-repository.js';
import { assertStorableInput } from '../../plugins/input-guard.js';
import { brokenFormError } from '../../plugins/uploads.js';
import { isRasterImage, sniffFileType } from '../../uploads/file-type.js';
import { parseBody } from '../artifacts/multipart.js';

/** Avatars: PNG, JPEG, GIF or WebP, decided from the bytes; at most 5 MB (spec 01 §9 profile help). */
export const AVATAR_MAX_BYTES = ARTIFACT_FILE_LIMITS.profileAvatar;

/** Why a request cannot be taken, as the status and message to answer (errors as values). */
export interface Refusal {
  ok: false;
  status: 400 | 413;
  message: string;
}

/** An avatar file's bytes, or why they are none: over 5 MB (413) or cut short (400). */
export async function readAvatarFile(file: {
  toBuffer(): Promise<Buffer>;
}): Promise<{ ok: true; bytes: Buffer } | Refusal> {
  try {
    return { ok: true, bytes: await file.toBuffer() };
  } catch (error) {
    // Too large, or cut short: say which, in the avatar's own words.
    return (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE'
      ? { ok: false, status: 413, message: PROFILE_MESSAGES.avatarOverLimit }
      : { ok: false, status: 400, message: API_MESSAGES.uploadTruncated };
  }
}

/** Makes the bytes the player's avatar, if they are a PNG, JPEG, GIF or WebP; the old file goes. */
export async function replaceAvatar(
  app: FastifyInstance,
  request: FastifyRequest,
  bytes: Buffer,
): Promise<{ ok: true; url: string } | Refusal> {
  const type = sniffFileType(bytes);
  if (!isRasterImage(type)) return { ok: false, status: 400, message: PROFILE_MESSAGES.imageOnly };
  const userId = request.user!.id;
  const url = await app.uploads.save(bytes, type, { userId, address: request.ip });
  const previous = await setAvatar(app.database.db, userId, url);
  await app.uploads.remove(previous);
  return { ok: true, url };
}

export interface CharacterUpdateRequest {
  ok: true;
  update: CharacterUpdate;
  avatar?: Buffer;
}

/**
 * PUT /api/users/{id}'s body (spec 01 §7): JSON, or a multipart form when an avatar file is
 * included — the file in field `avatar`, every other field an object as JSON text. Both go
 * through core's character update schema; a broken form or field is a 400.
 */
export async function readCharacterUpdate(
  request: FastifyRequest,
  bodyLimit: number,
): Promise<CharacterUpdateRequest | Refusal> {
  if (!request.isMultipart()) return { ok: true, update: parseBody(characterUpdateSchema, request.body ?? {}) };
  const fields: Record<string, string> = {};
  let avatar: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, fieldSize: bodyLimit } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) return { ok: false, status: 413, message: API_MESSAGES.bodyTooLarge };
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const read = await readAvatarFile(part);
      if (!read.ok) return read;
      // A form with no file chosen still sends an empty part; files under other names are not ours.
      if (part.fieldname === CHARACTER_AVATAR_FIELD && read.bytes.length > 0) avatar = read.bytes;
    }
  } catch (error) {
    throw brokenFormError(error);
  }
  const update = parseBody(characterUpdateFormSchema, fields);
  // JSON bodies pass the input guard on the way in; JSON text inside a form is checked here.
  assertStorableInput(update);
  return { ok: true, update, ...(avatar ? { avatar } : {}) };
}
