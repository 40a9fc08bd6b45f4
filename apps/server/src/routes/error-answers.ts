import { apiErrorSchema, authErrorSchema } from '@authentic/core';

/** The refusal statuses a route may declare; each answers core's `apiErrorSchema` shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/**
 * The error answers of a route's OpenAPI `response` map: one entry per status, all with the API's
 * one error shape, e.g. `response: { 200: okSchema, ...errorAnswers(400, 401, 404, 429) }`.
 */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): { [K in S]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [K in S]: typeof apiErrorSchema;
  };
}

/** The same for account answers, which may add the password rules (`authErrorSchema`). */
export function authErrorAnswers<S extends ErrorStatus>(...statuses: S[]): { [K in S]: typeof authErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, authErrorSchema])) as {
    [K in S]: typeof authErrorSchema;
  };
}
