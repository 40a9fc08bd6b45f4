import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { API_MESSAGES, ARTIFACT_API_MESSAGES, formatMessage, HTTP_MESSAGES } from '@authentic/core';
import { deleteUploadRecord, recordUpload, type UploadLimits } from '../db/uploads-repository.js';
import { isHiddenTilesetUpload } from '../db/world-tilesets-repository.js';
import { mustDownload, type SniffedType } from '../uploads/file-type.js';
import { scheduleUploadSweeps } from './upload-sweep.js';

/** Who uploads: the player whose quota it counts against, and the address it came from. */
export interface UploadOwner {
  userId: string;
  address: string;
}

export interface UploadStore {
  /**
   * Saves bytes under a generated name for this player; answers the public URL
   * (/uploads/<name>). A 409 with the quota message when it would not fit, a 429 when the
   * address has uploaded its day's worth.
   */
  save(bytes: Uint8Array, type: SniffedType, owner: UploadOwner): Promise<string>;
  /** Removes a file this store made and its record (best effort; unknown URLs are ignored). */
  remove(url: string | null | undefined): Promise<void>;
  /** The bytes of a file this store made, or null when there is none. */
  read(url: string): Promise<Buffer | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

/**
 * What reading a multipart form threw, as the client's fault: a broken form (cut short, no
 * boundary, no parts) is a 400, never a server error; a 4xx the parser chose (413…) stays.
 */
export function brokenFormError(error: unknown): Error {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500 && error instanceof Error) return error;
  return Object.assign(new Error(HTTP_MESSAGES.badRequest), { statusCode: 400 });
}

/** The largest file any route accepts; each route sets its own smaller limit. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  bin: 'application/octet-stream',
};

/**
 * Multipart parsing, and files in the uploads directory (UPLOADS_DIR, else
 * DATA_DIR/uploads) with generated names,
 * served at /uploads/<name> with their real type and nosniff; SVG and
 * unknown files only as attachments, inside a sandboxing CSP, so an upload can
 * never run script in our origin.
 */
export const uploadsPlugin = fp<{ dir: string } & UploadLimits>(
  async (app, { dir, ...limits }) => {
    const db = app.database.db;
    const megabytes = (bytes: number) => Number((bytes / (1024 * 1024)).toPrecision(3));
    await mkdir(dir, { recursive: true });
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 40, fieldSize: 16 * 1024 },
    });

    app.decorate('uploads', {
      async save(bytes, type, { userId, address }) {
        const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
        // The record first: it reserves the space, so racing uploads cannot pass the quota together.
        const recorded = await recordUpload(db, { name, userId, bytes: bytes.length, address }, limits, new Date());
        if (recorded === 'quota') {
          const message = formatMessage(ARTIFACT_API_MESSAGES.uploadQuotaFull, { mb: megabytes(limits.quotaBytes) });
          throw Object.assign(new Error(message), { statusCode: 409 });
        }
        if (recorded === 'daily') {
          const mb = megabytes(limits.addressDailyBytes);
          const message = formatMessage(ARTIFACT_API_MESSAGES.uploadDailyCapReached, { mb });
          throw Object.assign(new Error(message), { statusCode: 429 });
        }
        try {
          await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
        } catch (error) {
          await deleteUploadRecord(db, name);
          throw error;
        }
        return `/uploads/${name}`;
      },
      async remove(url) {
        const name = url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
        if (!NAME.test(name)) return;
        await unlink(path.join(dir, name)).catch(() => undefined);
        await deleteUploadRecord(db, name);
      },
      async read(url) {
        const name = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
        if (!NAME.test(name)) return null;
        return readFile(path.join(dir, name)).catch(() => null);
      },
    } satisfies UploadStore);

    // Files and records a kill left behind stop counting against anyone's quota (decision 0234).
    let sweeps: ReturnType<typeof scheduleUploadSweeps> | undefined;
    app.addHook('onReady', async () => {
      sweeps = scheduleUploadSweeps(db, dir, app.log);
    });
    app.addHook('onClose', async () => {
      sweeps?.stop();
      await sweeps?.started;
    });

    app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
      const { name } = request.params;
      const file = path.join(dir, name);
      const info = NAME.test(name) ? await stat(file).catch(() => null) : null;
      // A tileset a moderator hid (issue 36) is as if it were not there; only PNGs can be one.
      const hidden = info?.isFile() && name.endsWith('.png') && (await isHiddenTilesetUpload(db, name));
      if (!info?.isFile() || hidden)
        return reply.status(404).send({ success: false, message: API_MESSAGES.routeNotFound });
      const ext = name.split('.').pop() ?? 'bin';
      const mime = MIME_BY_EXT[ext] ?? 'application/octet-stream';
      reply
        .header('content-type', mime)
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable');
      const family = mime.split('/')[0];
      const kind = family === 'image' || family === 'audio' || family === 'video' ? family : 'other';
      if (mustDownload({ mime, kind })) {
        reply.header('content-disposition', `attachment; filename="${name}"`);
      }
      return reply.send(createReadStream(file));
    });
  },
  { name: 'uploads', dependencies: ['db'] },
);
