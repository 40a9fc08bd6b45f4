import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, formatMessage } from '@authentic/core';

/** Deeper than any honest payload (maps are grids, adventure state a few levels). */
export const MAX_INPUT_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string, if anything: PostgreSQL stores neither NUL nor half a surrogate pair. */
function stringProblem(value: string): 'nul' | 'surrogate' | undefined {
  if (value.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  return undefined;
}

export class InputProblem extends Error {
  readonly statusCode = 400;
}

function problemMessage(field: string, kind: 'nul' | 'surrogate' | 'depth'): string {
  const name = field || 'request';
  const template =
    kind === 'nul'
      ? API_MESSAGES.nulCharacter
      : kind === 'surrogate'
        ? API_MESSAGES.loneSurrogate
        : API_MESSAGES.tooDeep;
  return formatMessage(template, { field: name });
}

/**
 * The first text the database could not store, as a 400 message naming its
 * dotted path ("location.area must not contain NUL characters"), or undefined.
 * Keys are checked like values, since loose schemas keep them. Walks without
 * recursion, so a hostile nesting cannot overflow the stack.
 */
export function findInputProblem(value: unknown, base = ''): string | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: base, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const kind = stringProblem(item.value);
      if (kind) return problemMessage(item.path, kind);
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (Buffer.isBuffer(item.value)) continue;
    if (item.depth >= MAX_INPUT_DEPTH) return problemMessage(item.path, 'depth');
    const entries = Array.isArray(item.value)
      ? item.value.map((child, index) => [String(index), child] as const)
      : Object.entries(item.value as Record<string, unknown>);
    // Reversed onto the stack, so the first offending field is the one reported.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      const path = item.path ? `${item.path}.${key}` : key;
      const keyKind = stringProblem(key);
      if (keyKind) return problemMessage(item.path || 'request', keyKind);
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** Throws the 400 when the request carries text the database cannot store. */
export function assertStorableInput(value: unknown): void {
  const problem = findInputProblem(value);
  if (problem) throw new InputProblem(problem);
}

function checkRequest(request: FastifyRequest): string | undefined {
  return findInputProblem(request.params) ?? findInputProblem(request.query) ?? findInputProblem(request.body);
}

/**
 * Every route: params, query and the parsed JSON body are walked before
 * validation, so no handler ever hands the database a NUL or a lone surrogate.
 * Multipart text fields are read in the handlers, which call assertStorableInput.
 * A JSON request with an empty body is a request without a body (a vote, a
 * logout), not malformed JSON.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(request, text, done);
  });

  app.addHook('preValidation', async (request, reply) => {
    const problem = checkRequest(request);
    if (problem) return reply.status(400).send({ success: false, message: problem });
  });
}
