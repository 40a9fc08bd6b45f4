import { z } from 'zod';

/** Spec 02 §3: where the local game state, its backup and the last checkpoint are kept. */
export const LOCAL_GAME_STATE_KEYS = {
  state: 'gameState',
  backup: 'gameStateBackup',
  checkpoint: 'lastCheckpoint',
} as const;

/** Spec 02 §9: the caller saves this often (the timer is the caller's). */
export const LOCAL_GAME_STATE_AUTOSAVE_MS = 300_000;

const cellSchema = z.object({ x: z.number(), y: z.number() });

/**
 * Spec 02 §5: state is valid only with player, inventory and progress.
 * Fields inside them that an older save lacks take the initial values;
 * fields of the wrong kind make the whole state invalid (decision 0127).
 */
export const localGameStateSchema = z.object({
  player: z.object({
    position: cellSchema.default(() => ({ x: 0, y: 0 })),
    inventory: z.array(z.json()).default(() => []),
    health: z.number().min(0).max(100).default(100),
    experience: z.number().min(0).default(0),
  }),
  inventory: z.array(z.json()),
  progress: z.object({
    level: z.number().int().min(1).default(1),
    questsCompleted: z.array(z.string()).default(() => []),
    areasUnlocked: z.array(z.string()).default(() => ['Overworld']),
  }),
  settings: z
    .object({
      sound: z.boolean().default(true),
      music: z.boolean().default(true),
      notifications: z.boolean().default(true),
    })
    .default(() => ({ sound: true, music: true, notifications: true })),
});

export type LocalGameState = z.infer<typeof localGameStateSchema>;

export const localCheckpointSchema = z.object({ mapName: z.string().min(1), position: cellSchema });

/** Spec 02 §3: where the player last stood when leaving a map. */
export type LocalCheckpoint = z.infer<typeof localCheckpointSchema>;

export function createInitialLocalGameState(): LocalGameState {
  return {
    player: { position: { x: 0, y: 0 }, inventory: [], health: 100, experience: 0 },
    inventory: [],
    progress: { level: 1, questsCompleted: [], areasUnlocked: ['Overworld'] },
    settings: { sound: true, music: true, notifications: true },
  };
}
