import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  messageResponseSchema,
  TILESET_MESSAGES,
  tilesetListResponseSchema,
  tilesetResponseSchema,
  tilesetUploadQuerySchema,
  WORLD_ART_LIMITS,
  type TilesetImage,
} from '@authentic/core';
import { isUuid } from '../../db/friends-repository.js';
import {
  countWorldTilesets,
  deleteWorldTileset,
  insertWorldTileset,
  listWorldTilesets,
  tilesetUrl,
  type WorldTilesetRow,
} from '../../db/world-tilesets-repository.js';
import { assertCleanWorld } from '../../moderation/world-words.js';
import { lingerOverOversizedBody } from '../../plugins/oversized-body.js';
import type { PngDecodeAnswer } from '../../replay/replay-pool.js';
import { readPngHeader } from '../../uploads/png-check.js';
import { httpError, notFound, worldParams } from './access.js';
import { builderErrors, loadOwnedWorld, perPlayerPerMinute, signedInWorld } from './builder-common.js';
import { errorAnswers } from '../error-answers.js';

export interface TilesetOptions {
  /** fast-png's full decode, off the event loop (the replay pool's threads). */
  decodePng(bytes: Uint8Array): Promise<PngDecodeAnswer>;
}

const MAX_BYTES = WORLD_ART_LIMITS.imageBytesMax;
const PNG_TYPE = { mime: 'image/png', ext: 'png', kind: 'image' } as const;
const uploadErrors = { ...builderErrors, ...errorAnswers(409, 413, 503) };
const itemParams = worldParams.extend({ tilesetId: z.string() });

const toDto = (row: WorldTilesetRow): TilesetImage => ({
  id: row.id,
  name: row.name,
  url: tilesetUrl(row.upload),
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  hidden: row.hidden,
});

/** A body announced past the limit is refused with its message before a byte of it is read. */
async function refuseAnnouncedTooLarge(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > MAX_BYTES) {
    lingerOverOversizedBody(request, reply);
    await reply.status(413).send({ success: false, message: TILESET_MESSAGES.tooLarge });
  }
}

/**
 * /api/worlds/{id}/tilesets (issue 36): the PNG images a world's owner uploads for its tilesets, at
 * most WORLD_ART_LIMITS.tilesets per world. The body is the image's bytes; its size is checked,
 * then its header (signature, IHDR's width and height) before anything is decoded, then fast-png
 * decodes all of it on the replay threads. The file is one of the owner's uploads (their quota and
 * the address's daily cap), served at /uploads/<name> unless a moderator hid it.
 */
export const worldTilesetRoutes: FastifyPluginAsync<TilesetOptions> = async (app, { decodePng }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  /** This world's tileset (not hidden) whose file holds exactly these bytes, if any. */
  async function sameImage(database: typeof db, worldId: string, bytes: Buffer): Promise<WorldTilesetRow | null> {
    for (const row of await listWorldTilesets(database, worldId)) {
      if (row.hidden || row.bytes !== bytes.length) continue;
      const stored = await app.uploads.read(tilesetUrl(row.upload));
      if (stored && stored.equals(bytes)) return row;
    }
    return null;
  }
  // Only this plugin's routes: any other type reaches the handler as bytes too, and is told it is no PNG.
  const asBytes = { parseAs: 'buffer', bodyLimit: MAX_BYTES } as const;
  app.addContentTypeParser('image/png', asBytes, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', asBytes, (_request, body, done) => done(null, body));

  typed.post(
    '/:worldId/tilesets',
    {
      ...signedInWorld(app),
      onRequest: [app.authenticate, refuseAnnouncedTooLarge],
      bodyLimit: MAX_BYTES,
      config: perPlayerPerMinute(20),
      schema: {
        params: worldParams,
        querystring: tilesetUploadQuerySchema,
        response: { 200: tilesetResponseSchema, 201: tilesetResponseSchema, ...uploadErrors, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const me = request.user!.id;
      const world = await loadOwnedWorld(db, request.params.worldId, me);
      const { name } = request.query;
      assertCleanWorld(app.wordFilter, { name });
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw httpError(400, TILESET_MESSAGES.notPng);
      if (bytes.length > MAX_BYTES) throw httpError(413, TILESET_MESSAGES.tooLarge);
      const header = readPngHeader(bytes, WORLD_ART_LIMITS.imageSideMaxPx);
      if (!header.ok) throw httpError(400, TILESET_MESSAGES[header.problem === 'notPng' ? 'notPng' : 'tooWide']);
      const decoded = await decodePng(bytes);
      if (decoded.kind !== 'done') {
        return reply.status(503).header('retry-after', '5').send({ success: false, message: TILESET_MESSAGES.busy });
      }
      const { png } = decoded;
      if (!png.ok || png.width !== header.width || png.height !== header.height) {
        throw httpError(400, TILESET_MESSAGES.broken);
      }
      // The same picture twice in one world is one tileset: a map exported and imported again keeps its ids.
      const twin = await sameImage(db, world.id, bytes);
      if (twin) return reply.status(200).send({ success: true as const, tileset: toDto(twin) });
      // A quick refusal before the quota is touched; the insert counts again under a lock.
      if ((await countWorldTilesets(db, world.id)) >= WORLD_ART_LIMITS.tilesets) {
        throw httpError(409, TILESET_MESSAGES.worldFull);
      }
      const url = await app.uploads.save(bytes, PNG_TYPE, { userId: me, address: request.ip });
      const upload = url.slice('/uploads/'.length);
      const row = { worldId: world.id, userId: me, upload, name, width: png.width, height: png.height };
      let saved: WorldTilesetRow | 'full';
      try {
        saved = await insertWorldTileset(db, { ...row, bytes: bytes.length }, WORLD_ART_LIMITS.tilesets);
      } catch (error) {
        await app.uploads.remove(url);
        throw error;
      }
      if (saved === 'full') {
        await app.uploads.remove(url);
        throw httpError(409, TILESET_MESSAGES.worldFull);
      }
      return reply.status(201).send({ success: true as const, tileset: toDto(saved) });
    },
  );

  typed.get(
    '/:worldId/tilesets',
    {
      ...signedInWorld(app),
      schema: { params: worldParams, response: { 200: tilesetListResponseSchema, ...builderErrors } },
    },
    async (request) => {
      const world = await loadOwnedWorld(db, request.params.worldId, request.user!.id);
      return { success: true as const, tilesets: (await listWorldTilesets(db, world.id)).map(toDto) };
    },
  );

  typed.delete(
    '/:worldId/tilesets/:tilesetId',
    {
      ...signedInWorld(app),
      config: perPlayerPerMinute(60),
      schema: {
        params: itemParams,
        response: { 200: messageResponseSchema, ...builderErrors },
      },
    },
    async (request) => {
      const { worldId, tilesetId } = request.params;
      const world = await loadOwnedWorld(db, worldId, request.user!.id);
      const gone = isUuid(tilesetId) ? await deleteWorldTileset(db, world.id, tilesetId) : undefined;
      if (!gone) throw notFound();
      // The file and its upload record: the owner's storage frees at once.
      await app.uploads.remove(tilesetUrl(gone.upload));
      return { success: true as const, message: TILESET_MESSAGES.deleted };
    },
  );
};
