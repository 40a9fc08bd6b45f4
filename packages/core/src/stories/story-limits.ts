import { z } from 'zod';

/**
 * How big a world's ink story and what it may do are bounded (decision 0283): the source a builder
 * writes, the compiled JSON players download, the names its tags and objects carry, and what one
 * turn of play (a talk or a choice) may take.
 */
export const STORY_LIMITS = {
  /** The ink source, in UTF-8 bytes. */
  sourceBytes: 64 * 1024,
  /** The compiled story (ink's JSON), in UTF-8 bytes. */
  compiledBytes: 256 * 1024,
  /** A knot, an NPC's name, a book's title, an item's or a quest's name. */
  nameMax: 40,
  booksPerMap: 16,
  /** Lines one turn may show before it is stopped as over budget. */
  linesPerTurn: 200,
  /** Time one turn may run on a story thread before it is stopped as over budget. */
  turnMs: 1000,
  /** Time a compile may take on a story thread. */
  compileMs: 4000,
  /** A player's saved story state (ink's state JSON), in UTF-8 bytes. */
  stateBytes: 128 * 1024,
  /** Choices one turn may offer; ink has no limit, the contract does. */
  choicesMax: 64,
} as const;

/** An ink knot name: letters, digits and underscores, not starting with a digit. */
export const INK_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const storyKnotSchema = z
  .string()
  .min(1)
  .max(STORY_LIMITS.nameMax)
  .regex(INK_IDENTIFIER, 'A knot name is letters, digits and underscores, and does not start with a digit.');

/** The length of a text in UTF-8 bytes, as the limits count it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}
