import { describe, expect, it } from 'vitest';
import { WORLD_BUILDER_MESSAGES, storageSize } from '../messages/world-builder.js';
import {
  publishWorldRequestSchema,
  saveWorldDocRequestSchema,
  worldDocConflictResponseSchema,
  worldVersionParamsSchema,
} from './world-builder.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

/** Issue 33: version numbers the database cannot hold are refused with a message, not sent to it. */
describe('world builder version numbers', () => {
  const doc = { format: 1, spawn: { mapId: 'a', x: 1, y: 1 }, maps: [] };

  it('takes the largest number the database keeps and refuses the next', () => {
    expect(publishWorldRequestSchema.safeParse({ version: 2 ** 31 - 1 }).success).toBe(true);
    expect(messages(publishWorldRequestSchema.safeParse({ version: 2 ** 31 }))).toEqual([
      WORLD_BUILDER_MESSAGES.versionOutOfRange,
    ]);
    expect(messages(worldVersionParamsSchema.safeParse({ worldId: 'w', number: '4294967296' }))).toEqual([
      WORLD_BUILDER_MESSAGES.versionOutOfRange,
    ]);
    const save = saveWorldDocRequestSchema.safeParse({ doc, baseVersion: 2 ** 40 });
    expect(messages(save)).toContain(WORLD_BUILDER_MESSAGES.versionOutOfRange);
  });

  it('a conflict on a world never saved says version 0', () => {
    const body = { success: false, message: WORLD_BUILDER_MESSAGES.conflict, currentVersion: 0 };
    expect(worldDocConflictResponseSchema.safeParse(body).success).toBe(true);
  });
});

describe('storageSize', () => {
  it('says kB under a megabyte and MB above, as the quota counts them', () => {
    expect(storageSize(0)).toBe('0 kB');
    expect(storageSize(300 * 1024)).toBe('300 kB');
    expect(storageSize(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(storageSize(200 * 1024 * 1024)).toBe('200 MB');
  });
});
