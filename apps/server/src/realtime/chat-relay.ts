import { randomBytes } from 'node:crypto';
import { displayText, PRESENCE_LIMITS, storableText } from '@authentic/core';
import type { PresenceHub } from './hub.js';
import { sees, type LocalMember, type Room } from './rooms.js';

/**
 * A chat line as the server relays it (issue 23): cleaned, filtered, kept for reports and said in
 * the room at the speaker's cell (rooms.ts decides who hears it). Answers 'empty' for a line with
 * nothing left to say, 'heard' or 'unheard': nobody was near enough to hear it (issue 34), which
 * the speaker is told.
 */
export function relayLine(
  hub: PresenceHub,
  room: Room,
  member: LocalMember,
  speaker: { id: string; name: string },
  text: string,
  nowMs = Date.now(),
): 'empty' | 'heard' | 'unheard' {
  // No NUL, control or half a pair: a line may be quoted in a report, stored (decision 0264).
  // No bidi or format characters: others see the line in the order the filter read it (decision 0265).
  const line = displayText(storableText(text)).trim();
  if (!line) return 'empty';
  const censored = hub.wordFilter.censor(line);
  const id = randomBytes(9).toString('base64url');
  hub.keepLine({
    id,
    speakerId: speaker.id,
    speakerName: speaker.name,
    text: censored,
    room: room.key,
    at: new Date(nowMs),
  });
  const { handle, userId, x, y } = member;
  room.push({ k: 'c', handle, userId, id, text: censored, x, y });
  return nobodyHears(room, member) ? 'unheard' : 'heard';
}

/**
 * True when no one in the room is near enough to hear this speaker's line: nobody within
 * PRESENCE_LIMITS.chatRangeCells of them, here or on another instance. Players hidden from the
 * speaker by a block do not count (the speaker cannot see them either); a player who muted the
 * speaker does, so the notice never tells anyone they are muted.
 */
export function nobodyHears(room: Room, speaker: LocalMember): boolean {
  const range = PRESENCE_LIMITS.chatRangeCells;
  for (const other of room.members()) {
    if (other.handle === speaker.handle || !sees(speaker, other.userId)) continue;
    if ((other.x - speaker.x) ** 2 + (other.y - speaker.y) ** 2 <= range * range) return false;
  }
  return true;
}
