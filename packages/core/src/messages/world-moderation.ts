import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from './presence.js';

/** Worlds the house can moderate (issue 34 item 5, decision 0269): reports, hiding, and what players are told. */
export const WORLD_MODERATION_MESSAGES = {
  /** On a hidden world's page, for everyone who may open it. */
  hiddenNotice: (reason: string): string => `Hidden from Explore by the moderators: ${reason}`,
  /** The moderators' queue: the action on a world report, and what it answers. */
  hideWorld: 'Hide from Explore',
  worldHidden: 'The world is hidden from Explore.',
  hideReasonLabel: "Reason shown on the world's page",
  hideReasonOther: 'Or in your own words',
  openWorld: 'Open the world',
  /** A report of a world whose world was deleted since. */
  worldGone: 'The world no longer exists.',
  /** The report button's target on a world's page: 'Report world …'. */
  reportTarget: (name: string): string => `world ${name}`,
} as const;

/** The longest reason a moderator may give for hiding a world. */
export const WORLD_HIDE_REASON_MAX = 200;

/**
 * The text a hidden world's page shows: a report reason's label when the moderator picked one
 * (`hate` reads 'Hate or slurs'), otherwise their own words as given.
 */
export function worldHideReasonText(reason: string): string {
  return (REPORT_REASONS as readonly string[]).includes(reason) ? REPORT_REASON_LABELS[reason as ReportReason] : reason;
}
