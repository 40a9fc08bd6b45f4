import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  avatarResponseSchema,
  characterResponseSchema,
  HTTP_MESSAGES,
  PROFILE_MESSAGES,
  PROGRESS_EVENT_MESSAGES,
} from '@authentic/core';
import { brokenFormError } from '../../plugins/uploads.js';
import { ensureCharacter, findCharacter, updateCharacter } from '../../db/characters-repository.js';
import { findUserById } from '../../db/users-repository.js';
import { AVATAR_MAX_BYTES, readAvatarFile, readCharacterUpdate, replaceAvatar } from './avatar-form.js';
import { checkSavedQuotes } from './saved-quotes.js';
import { toCharacter } from './to-character.js';
import { userErrors as errors } from './user-answers.js';

const idParams = z.object({ id: z.uuid({ message: HTTP_MESSAGES.notFound }) });

/** POST /me/avatar: a new avatar picture, replacing the old one. */
export function avatarRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/me/avatar',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { response: { 200: avatarResponseSchema, ...errors, 409: apiErrorSchema, 413: apiErrorSchema } },
    },
    async (request, reply) => {
      const file = request.isMultipart()
        ? await request.file({ limits: { fileSize: AVATAR_MAX_BYTES } }).catch((error: unknown) => {
            throw brokenFormError(error);
          })
        : undefined;
      if (!file || file.fieldname !== 'avatar') {
        return reply.status(400).send({ success: false, message: PROFILE_MESSAGES.fileRequired });
      }
      const read = await readAvatarFile(file);
      const stored = read.ok ? await replaceAvatar(app, request, read.bytes) : read;
      if (!stored.ok) return reply.status(stored.status).send({ success: false, message: stored.message });
      return { success: true as const, avatar: stored.url };
    },
  );
}

/** GET and PUT /:id: the owner's own character, read or changed. */
export function characterRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // onRequest: who is asking is checked before the body is read or validated.
  const auth = { onRequest: app.authenticate };

  typed.get(
    '/:id',
    { ...auth, schema: { params: idParams, response: { 200: characterResponseSchema, ...errors } } },
    async (request, reply) => {
      if (request.params.id.toLowerCase() !== request.user!.id) {
        return reply.status(403).send({ success: false, message: HTTP_MESSAGES.forbidden });
      }
      const user = await findUserById(db, request.user!.id);
      if (!user) return reply.status(404).send({ success: false, message: HTTP_MESSAGES.notFound });
      return { success: true as const, character: toCharacter(user, await ensureCharacter(db, user.id)) };
    },
  );

  // Only the owner, and only what a player may change: never experience or level. Spec 01 §7: JSON,
  // or multipart with the avatar file beside the other fields as JSON text (read in the handler,
  // so the schema validates both forms alike).
  typed.put(
    '/:id',
    {
      ...auth,
      schema: {
        params: idParams,
        response: { 200: characterResponseSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.params.id.toLowerCase() !== request.user!.id) {
        return reply.status(403).send({ success: false, message: HTTP_MESSAGES.forbidden });
      }
      const body = await readCharacterUpdate(request, app.initialConfig.bodyLimit ?? 1024 * 1024);
      if (!body.ok) return reply.status(body.status).send({ success: false, message: body.message });
      const user = await findUserById(db, request.user!.id);
      if (!user) return reply.status(404).send({ success: false, message: HTTP_MESSAGES.notFound });
      // Completed levels come from recorded completions: a list naming anything else is refused.
      const { completedMaps, ...changes } = body.update;
      if (completedMaps) {
        const recorded = (await findCharacter(db, user.id))?.completedMaps ?? [];
        if (completedMaps.some((map) => !recorded.includes(map))) {
          return reply.status(409).send({ success: false, message: PROGRESS_EVENT_MESSAGES.completedMapsNotRecorded });
        }
      }
      // Decision 0244: a guide's tips are not quotes to save.
      if (changes.savedQuotes) {
        const checked = checkSavedQuotes((await findCharacter(db, user.id))?.savedQuotes ?? [], changes.savedQuotes);
        if (!checked.ok) return reply.status(checked.status).send({ success: false, message: checked.message });
        changes.savedQuotes = checked.quotes;
      }
      // The avatar last: a refused update changes nothing.
      if (body.avatar) {
        const stored = await replaceAvatar(app, request, body.avatar);
        if (!stored.ok) return reply.status(stored.status).send({ success: false, message: stored.message });
        user.avatar = stored.url;
      }
      const character = await updateCharacter(db, user.id, changes);
      return { success: true as const, character: toCharacter(user, character) };
    },
  );
}
