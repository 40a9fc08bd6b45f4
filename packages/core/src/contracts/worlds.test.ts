import { describe, expect, it } from 'vitest';
import { WORLD_MESSAGES } from '../messages.js';
import { createWorldRequestSchema } from './worlds.js';

const issues = (value: unknown) => {
  const result = createWorldRequestSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('createWorldRequestSchema (spec 01 §5)', () => {
  it('accepts a world from the dashboard or the create-world page', () => {
    expect(issues({ name: 'Mistwood', description: 'A foggy forest world', mapType: 'fantasy' })).toEqual([]);
    expect(issues({ name: 'Mistwood', description: 'A foggy forest world', type: 'mystery' })).toEqual([]);
  });

  it.each([
    [{ name: 'ab', description: 'A foggy forest world', mapType: 'fantasy' }, WORLD_MESSAGES.nameTooShort],
    [{ name: 'Mistwood', description: 'too short', mapType: 'fantasy' }, WORLD_MESSAGES.descriptionTooShort],
    [{ name: 'Mistwood', description: 'A foggy forest world' }, WORLD_MESSAGES.mapTypeRequired],
  ])('rejects %j with the spec message', (value, message) => {
    expect(issues(value)).toContain(message);
  });
});
