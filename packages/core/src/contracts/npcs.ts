import { z } from 'zod';

/** POST /api/npcs/{id}/interact: a free-text prompt, answered in the NPC's voice. */
export const npcInteractRequestSchema = z.object({
  prompt: z.string().trim().min(1, 'Please say something first').max(500),
});

export const npcInteractResponseSchema = z.object({
  success: z.literal(true),
  response: z.string().min(1),
  quote: z.object({ text: z.string(), author: z.string() }).optional(),
});
export type NpcInteractResponse = z.infer<typeof npcInteractResponseSchema>;
