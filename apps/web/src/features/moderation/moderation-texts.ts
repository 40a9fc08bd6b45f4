import {
  TILESET_MESSAGES,
  WORLD_MODERATION_MESSAGES,
  type ModerationActionName,
  type ReportKindName,
} from '@authentic/core';
import { formatDateTime } from '../../lib/format-date';

/** Texts of the moderation screen that the spec does not word; its own come from SAFETY_MESSAGES. */
export const MODERATION_TEXTS = {
  title: 'Moderation',
  tabsLabel: 'Moderation sections',
  reportsTab: 'Open reports',
  closedTab: 'Closed reports',
  logTab: 'Log',
  loading: 'Loading...',
  loadFailed: 'Could not load the reports.',
  logFailed: 'Could not load the moderation log.',
  retry: 'Try again',
  noReports: 'No open reports. All quiet.',
  noClosed: 'No closed reports yet.',
  closedLabel: 'Closed reports',
  closedAt: 'Closed',
  restrictionsLabel: (username: string) => `Restrictions of ${username}`,
  liftMute: 'Lift mute',
  liftSuspension: 'Lift suspension',
  endSooner: 'End sooner',
  shortenMute: 'Shorten mute',
  shortenSuspension: 'Shorten suspension',
  endsIn: (label: string) => `In ${label}`,
  noLog: 'No moderation actions yet.',
  reportsLabel: 'Open reports',
  logLabel: 'Moderation actions',
  reportedBy: 'Reported by',
  unknownReporter: 'a deleted account',
  reportedAt: 'When',
  reason: 'Reason',
  details: 'Details',
  noDetails: 'No details given.',
  whatWasReported: 'What was reported',
  player: 'Player',
  openArtifact: 'Open the artifact',
  mutedUntil: (when: string) => `Muted until ${when}`,
  suspendedUntil: (when: string) => `Suspended until ${when}`,
  note: 'Note (optional)',
  duration: 'Duration',
  working: 'Working...',
  confirm: 'Confirm',
  cancel: 'Cancel',
  by: 'by',
  system: 'command line',
  until: 'until',
} as const;

export const KIND_LABELS: Record<ReportKindName, string> = {
  player: 'Player',
  chat: 'Chat line',
  artifact: 'Artifact',
  comment: 'Comment',
  world: 'World',
  tileset: 'Tileset image',
};

export const ACTION_LABELS: Record<ModerationActionName, string> = {
  hideArtifact: 'Hide artifact',
  hideComment: 'Hide comment',
  hideWorld: WORLD_MODERATION_MESSAGES.hideWorld,
  hideTileset: TILESET_MESSAGES.hideTileset,
  showTileset: TILESET_MESSAGES.showTileset,
  mutePlayer: 'Mute player',
  suspendPlayer: 'Suspend player',
  close: 'Close report',
};

/** What the confirmation asks before an action that changes what players see or may do. */
export const CONFIRM_TEXTS: Partial<Record<ModerationActionName, (target: string, duration: string) => string>> = {
  hideArtifact: (target) => `Hide the artifact ${target} from every player?`,
  hideComment: (target) => `Hide this comment by ${target} from every player?`,
  hideWorld: (target) => `Hide the world ${target} from Explore? Its page will tell its players why.`,
  mutePlayer: (target, duration) => `Mute ${target} for ${duration}? They will not be able to chat.`,
  suspendPlayer: (target, duration) => `Suspend ${target} for ${duration}? They will be signed out and cannot play.`,
};

/** The durations a mute or suspension may take, in minutes. */
export const DURATIONS = [
  { minutes: 60, label: '1 hour' },
  { minutes: 1440, label: '1 day' },
  { minutes: 10_080, label: '7 days' },
  { minutes: 43_200, label: '30 days' },
] as const;

/** Log entries name actions by their API names; a few more come from the command line. */
export const LOG_ACTION_LABELS: Record<string, string> = {
  ...ACTION_LABELS,
  showWorld: 'Shown in Explore again',
  liftMute: 'Mute lifted',
  shortenMute: 'Mute shortened',
  liftSuspension: 'Suspension lifted',
  shortenSuspension: 'Suspension shortened',
  featureWorld: 'Featured in Explore',
  unfeatureWorld: 'No longer featured',
  grantModerator: 'Made moderator',
  revokeModerator: 'No longer moderator',
};

/** A moment as every date in the app reads (decision 0245); what is not a date shows as it came. */
export const formatWhen = (iso: string): string => formatDateTime(iso) || iso;
