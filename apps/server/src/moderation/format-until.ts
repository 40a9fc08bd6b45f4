/**
 * The end of a mute or suspension in the texts players read: minutes in UTC, which every reader
 * can place (answers also carry the ISO time, for screens that show it in local time).
 */
export const formatUntil = (until: Date): string => `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
