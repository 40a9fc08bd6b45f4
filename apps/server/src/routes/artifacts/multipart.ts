import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  API_MESSAGES,
  ARTIFACT_API_MESSAGES,
  ARTIFACT_MESSAGES,
  artifactIconProblems,
  formAttachmentWithinLimit,
  type ArtifactAttachmentType,
} from '@authentic/core';
import { describeValidation } from '../../plugins/errors.js';
import { assertStorableInput } from '../../plugins/input-guard.js';
import { brokenFormError, MAX_UPLOAD_BYTES, type UploadOwner } from '../../plugins/uploads.js';
import { sniffFileType, type SniffedType } from '../../uploads/file-type.js';
import { httpError } from './access.js';

type FileField = 'image' | 'attachment';

interface ReceivedFile {
  bytes: Buffer;
  filename: string;
}

export interface ArtifactForm {
  /** The text fields as an object, ready for the contract's schema. */
  body: unknown;
  files: Partial<Record<FileField, ReceivedFile>>;
}

const LOCATION_FIELD = /^location\[(x|y|mapName|area)\]$/;
const PLAIN_FIELD = /^[A-Za-z]{1,40}$/;
const ENUM_FIELDS = new Set(['theme', 'visibility', 'portalType']);

/** A multipart text field into the object the JSON form would send. */
function setField(body: Record<string, unknown>, name: string, value: string): void {
  const location = LOCATION_FIELD.exec(name);
  if (location?.[1]) {
    const current = (body.location ?? {}) as Record<string, string>;
    body.location = { ...current, [location[1]]: value };
    return;
  }
  if (name === 'allowedUsers' || name === 'allowedUsers[]') {
    const list = Array.isArray(body.allowedUsers) ? (body.allowedUsers as string[]) : [];
    const added = name === 'allowedUsers' ? value.split(',') : [value];
    body.allowedUsers = [...list, ...added.map((item) => item.trim()).filter(Boolean)];
    return;
  }
  // A select left on its empty option means "not chosen", not an invalid value.
  if (ENUM_FIELDS.has(name) && value === '') return;
  if (PLAIN_FIELD.test(name)) body[name] = value;
}

/**
 * The request as text fields and files: JSON as it is, or a multipart form
 * (spec 01 §7: `location[x]`, `location[y]`, tags as a comma list, file
 * fields `image` and `attachment`). Files are only held in memory here;
 * nothing is stored until everything has been checked.
 */
export async function readArtifactForm(request: FastifyRequest): Promise<ArtifactForm> {
  if (!request.isMultipart()) return { body: request.body === undefined ? {} : request.body, files: {} };
  const body: Record<string, unknown> = {};
  const files: ArtifactForm['files'] = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') setField(body, part.fieldname, part.value);
        continue;
      }
      const field = part.fieldname;
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        // A form cut short is not a file too large: say which happened.
        if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') {
          throw httpError(400, API_MESSAGES.uploadTruncated);
        }
        // 400, not 413: the error handler words every 413 alike, and the player needs to know which file.
        throw httpError(
          400,
          field === 'image' ? ARTIFACT_MESSAGES.iconTooLarge : ARTIFACT_API_MESSAGES.attachmentTooLarge,
        );
      }
      // A form with no file chosen still sends an empty part.
      if ((field === 'image' || field === 'attachment') && bytes.length > 0) {
        files[field] = { bytes, filename: part.filename };
      }
    }
  } catch (error) {
    throw brokenFormError(error);
  }
  // The JSON body was checked by the input guard; form fields are checked here.
  assertStorableInput(body);
  return { body, files };
}

/** The body through the contract's schema; a failure is a 400 naming the field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    instancePath: issue.path.length ? `/${issue.path.join('/')}` : '',
    message: issue.message,
  }));
  throw httpError(400, describeValidation(issues, 'body'));
}

/** Only the name of a file, without paths or control characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f && !'"<>|:*?'.includes(char);
    })
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'attachment';
}

export interface CheckedFiles {
  image?: { bytes: Buffer; type: SniffedType };
  attachment?: { bytes: Buffer; type: SniffedType; attachmentType: ArtifactAttachmentType; originalName: string };
}

/** Spec 01 §5: the icon is a JPG, PNG, GIF or SVG under 1MB, judged by its bytes; an attachment is up to 10MB. */
export function checkFiles(files: ArtifactForm['files']): CheckedFiles {
  const checked: CheckedFiles = {};
  if (files.image) {
    const type = sniffFileType(files.image.bytes);
    const [problem] = artifactIconProblems({ type: type.mime, size: files.image.bytes.length });
    if (problem) throw httpError(400, problem);
    checked.image = { bytes: files.image.bytes, type };
  }
  if (files.attachment) {
    const type = sniffFileType(files.attachment.bytes);
    if (!formAttachmentWithinLimit({ type: type.mime, size: files.attachment.bytes.length })) {
      throw httpError(400, ARTIFACT_API_MESSAGES.attachmentTooLarge);
    }
    checked.attachment = {
      bytes: files.attachment.bytes,
      type,
      attachmentType: type.kind,
      originalName: safeFileName(files.attachment.filename),
    };
  }
  return checked;
}

export interface StoredFiles {
  image?: string;
  attachment?: { url: string; attachmentType: ArtifactAttachmentType; originalName: string };
  /** Removes what was stored (when the database write fails). */
  discard(): Promise<void>;
}

export async function storeFiles(app: FastifyInstance, files: CheckedFiles, owner: UploadOwner): Promise<StoredFiles> {
  const stored: StoredFiles = {
    discard: async () => {
      await Promise.all([app.uploads.remove(stored.image), app.uploads.remove(stored.attachment?.url)]);
    },
  };
  try {
    if (files.image) stored.image = await app.uploads.save(files.image.bytes, files.image.type, owner);
    if (files.attachment) {
      stored.attachment = {
        url: await app.uploads.save(files.attachment.bytes, files.attachment.type, owner),
        attachmentType: files.attachment.attachmentType,
        originalName: files.attachment.originalName,
      };
    }
  } catch (error) {
    // The image fitted but the attachment did not: nothing of this request stays.
    await stored.discard();
    throw error;
  }
  return stored;
}
