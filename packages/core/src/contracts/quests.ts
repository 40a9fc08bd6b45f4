import { z } from 'zod';

/**
 * A player's quest state as the game screen keeps it in local storage under 'quest-progress'
 * (decision 0196). Not an API body: the server holds only gameProgress {currentQuest,
 * completedQuests}; objective progress and badges live in the browser.
 */
export const npcQuestProgressSchema = z.object({
  questId: z.string().min(1).max(100),
  completedObjectiveIds: z.array(z.string().max(100)).max(50),
  rewardGranted: z.boolean(),
});

export const npcQuestRewardItemSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().max(200),
  type: z.literal('badge'),
  description: z.string().max(1000),
});

export const storedQuestStateSchema = z.object({
  /** Whose state this is: a user id, or null for the guest. */
  playerId: z.string().max(100).nullable(),
  currentQuest: z.string().max(100).nullable(),
  completedQuests: z.array(z.string().max(100)).max(500),
  progress: npcQuestProgressSchema.nullable(),
  badges: z.array(npcQuestRewardItemSchema).max(500),
});
export type StoredQuestState = z.infer<typeof storedQuestStateSchema>;
