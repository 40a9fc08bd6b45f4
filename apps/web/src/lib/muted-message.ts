import { restrictedErrorSchema, SAFETY_MESSAGES } from '@authentic/core';
import { ApiError } from './api-client';
import { formatDateTime } from './format-date';

/**
 * What a moderator's mute tells the muted player, in their own time zone (issue 38 item 6): the
 * server sends the end as an ISO time and the reason as words; the date is formatted here, with
 * the browser's zone. Undefined when there is no end to tell.
 */
export function mutedMessage(until: string | undefined, reason?: string | null): string | undefined {
  const when = until ? formatDateTime(until) : '';
  return when ? SAFETY_MESSAGES.mutedUntil(when, reason) : undefined;
}

/** A refused comment's sentence when the refusal is a mute; undefined for any other failure. */
export function mutedMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  const body = restrictedErrorSchema.safeParse(error.body);
  return body.success ? mutedMessage(body.data.until, body.data.reason) : undefined;
}
