import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES, HTTP_MESSAGES } from '@authentic/core';
import { isLockConflict } from '../db/deadlock-retry.js';
import { lingerOverOversizedBody } from './oversized-body.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** "body.location.x: Expected number" — the field first, so a client can show it where it belongs. */
export function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  return issues
    .map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      const where = field || context || 'request';
      return `${where}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/** What a write that named a row no longer there (PostgreSQL's 23503 on insert or update) named. */
export interface MissingReference {
  /** The table of the missing row, when the database said it. */
  table: string | undefined;
  /** The key's value(s), as the database wrote them. */
  key: string | undefined;
}

/**
 * A foreign-key violation of an insert or update, whichever driver reports it (Drizzle wraps the
 * driver's error in `cause`), read from its detail: `Key (user_id)=(…) is not present in table
 * "users".` Undefined for every other error, and for a delete that other rows still reference.
 */
export function missingReference(error: unknown): MissingReference | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth += 1, e = (e as { cause?: unknown }).cause) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (code !== '23503') continue;
    const text = typeof detail === 'string' ? detail : '';
    if (/still referenced/.test(text)) return undefined;
    const said = /^Key \(.*?\)=\((.*)\) is not present in table "([^"]+)"/.exec(text);
    return { key: said?.[1], table: said?.[2] };
  }
  return undefined;
}

function statusOf(error: unknown): number {
  const candidate = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof candidate === 'number' && candidate >= 400 && candidate <= 599 ? candidate : 500;
}

function clientMessage(error: Partial<FastifyError>, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return API_MESSAGES.malformedJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return API_MESSAGES.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return API_MESSAGES.unsupportedMediaType;
  }
  if (error instanceof SyntaxError) return API_MESSAGES.malformedJson;
  if (status === 413) return API_MESSAGES.bodyTooLarge;
  if (typeof error.message === 'string' && error.message) return error.message;
  return status === 403 ? HTTP_MESSAGES.forbidden : status === 404 ? HTTP_MESSAGES.notFound : HTTP_MESSAGES.badRequest;
}

/**
 * The one error handler. 4xx answers say what was wrong; 5xx answers say only
 * the spec's server-error text and are logged with their stack, never sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        success: false,
        message: describeValidation(error.validation, error.validationContext),
      });
    }
    // A write that raced a deletion (issue 33 item 15, decision 0264): the account itself gone is a
    // session that ended (401, as if its token were refused), anything else gone is a 404.
    const missing = missingReference(error);
    if (missing) {
      const accountGone = missing.table === 'users' && !!request.user && !!missing.key?.includes(request.user.id);
      request.log.info({ table: missing.table, accountGone }, 'write named a row no longer there');
      if (accountGone) {
        // No token carries version -1: this instance stops trusting the account's tokens at once.
        if (app.hasDecorator('sessions')) app.sessions.remember(request.user!.id, { sessionVersion: -1, username: '' });
        return reply.status(401).send({ success: false, message: HTTP_MESSAGES.sessionExpired });
      }
      return reply.status(404).send({ success: false, message: HTTP_MESSAGES.notFound });
    }
    // A lock race the database settled by aborting us, after db/deadlock-retry.ts's tries: try later.
    if (isLockConflict(error)) {
      request.log.warn({ err: error }, 'lost a lock race');
      return reply.status(503).header('retry-after', '1').send({ success: false, message: API_MESSAGES.busy });
    }
    const status = statusOf(error);
    if (status < 500) {
      request.log.info({ status, code: (error as FastifyError).code }, 'client error');
      if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') lingerOverOversizedBody(request, reply);
      return reply.status(status).send({ success: false, message: clientMessage(error as FastifyError, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: HTTP_MESSAGES.serverError });
  });
}
