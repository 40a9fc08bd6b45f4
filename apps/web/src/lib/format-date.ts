/**
 * Every date a player reads, in one format (decision 0245): 'Mar 14, 2025', and with the time
 * 'Mar 14, 2025, 3:05 PM'. The product's words are English, so its dates are too, whatever the
 * browser's language; the month as a word reads the same in every country.
 */
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type DateInput = string | number | Date;

function format(formatter: Intl.DateTimeFormat, value: DateInput): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

/** The day something happened; '' for a value that is not a date. */
export const formatDate = (value: DateInput): string => format(DATE, value);

/** The day and the minute (moderation, logs); '' for a value that is not a date. */
export const formatDateTime = (value: DateInput): string => format(DATE_TIME, value);
