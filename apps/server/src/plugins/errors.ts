import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES, HTTP_MESSAGES } from '@authentic/core';
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
