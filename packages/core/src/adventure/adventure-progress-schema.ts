import { z } from 'zod';
import {
  ADVENTURE_COMMAND_LOG_LIMIT,
  ADVENTURE_HISTORY_LIMIT,
  ADVENTURE_INSPIRATION_MAX,
} from './adventure-constants.js';
import { ADVENTURE_ITEM_IDS, ADVENTURE_KNOWLEDGE_FLAGS, ADVENTURE_ROOM_IDS } from './adventure-types.js';

// Its own module: the API contracts need the shape, not the rooms — so the game's first load does not
// carry the whole adventure (issue 12, JavaScript before the game is playable).
const roomId = z.enum(ADVENTURE_ROOM_IDS);
const itemId = z.enum(ADVENTURE_ITEM_IDS);
const roomMarker = z.string().regex(/^[A-Za-z]+::.+$/, "expected 'room::name'");

/**
 * gameProgress.textAdventureProgress (spec 02 §3, §7): the four fields of the spec, plus what this
 * engine needs to resume exactly (decision 0134). The extra fields are optional, so progress saved
 * with only the spec's four fields still loads.
 */
export const textAdventureProgressSchema = z.object({
  currentRoom: roomId,
  inventory: z.array(itemId),
  completedInteractions: z.array(roomMarker),
  knownPasswords: z.array(
    roomMarker.refine(
      (entry) => (ADVENTURE_KNOWLEDGE_FLAGS as readonly string[]).includes(entry.split('::')[1] ?? ''),
      {
        message: 'unknown knowledge flag',
      },
    ),
  ),
  inspiration: z.number().int().min(0).max(ADVENTURE_INSPIRATION_MAX).optional(),
  roomItems: z.partialRecord(roomId, z.array(itemId)).optional(),
  history: z
    .array(z.object({ kind: z.enum(['command', 'text']), text: z.string() }))
    .max(ADVENTURE_HISTORY_LIMIT)
    .optional(),
  /** Every command typed since the run began, so a resumed run can still be replayed (decision 0211). */
  commands: z.array(z.string().max(200)).max(ADVENTURE_COMMAND_LOG_LIMIT).optional(),
});
export type TextAdventureProgress = z.infer<typeof textAdventureProgressSchema>;
