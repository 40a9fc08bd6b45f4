import { SAFETY_MESSAGES } from '@authentic/core';
import type { WordFilter } from '../realtime/seams.js';

/** An error the one error handler answers with status 400 and this message. */
const refused = (field: string): Error & { statusCode: number } =>
  Object.assign(new Error(SAFETY_MESSAGES.wordFilter(field)), { statusCode: 400 });

/**
 * Throws a 400 naming the first field (in the order given) whose text the word filter flags.
 * Absent and empty fields pass. Used for usernames, artifact texts and comments.
 */
export function assertCleanWords(filter: WordFilter, fields: Record<string, string | null | undefined>): void {
  for (const [field, text] of Object.entries(fields)) {
    if (text && filter.flags(text)) throw refused(field);
  }
}
