import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ARTIFACT_MESSAGES } from '../messages/artifacts.js';
import {
  artifactCommentRequestSchema,
  artifactSchema,
  artifactListQuerySchema,
  createArtifactRequestSchema,
  updateArtifactRequestSchema,
} from './artifacts.js';

describe('artifact contracts', () => {
  it('reads a multipart form: numbers and booleans as text, tags as a list', () => {
    const parsed = createArtifactRequestSchema.parse({
      name: ' Lamp ',
      description: 'A brass lamp',
      location: { x: '3', y: '7' },
      visible: 'false',
      tags: 'light, brass,,old ',
    });
    expect(parsed).toMatchObject({
      name: 'Lamp',
      location: { x: 3, y: 7 },
      visible: false,
      tags: ['light', 'brass', 'old'],
    });
  });

  it('requires a name and a description with the page messages', () => {
    const result = createArtifactRequestSchema.safeParse({ name: '   ', description: '' });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toEqual([ARTIFACT_MESSAGES.pageNameRequired, ARTIFACT_MESSAGES.pageDescriptionRequired]);
  });

  it('enforces the text limits', () => {
    expect(createArtifactRequestSchema.safeParse({ name: 'x'.repeat(51), description: 'd' }).success).toBe(false);
    expect(createArtifactRequestSchema.safeParse({ name: 'x', description: 'd'.repeat(201) }).success).toBe(false);
  });

  it('never takes creator, votes or counts from a request', () => {
    const parsed = updateArtifactRequestSchema.parse({ name: 'New', creator: 'someone', votes: 99, voters: ['a'] });
    expect(parsed).toEqual({ name: 'New' });
  });

  it('lets an update clear the location', () => {
    expect(updateArtifactRequestSchema.parse({ location: null })).toEqual({ location: null });
  });

  it('has list defaults and rejects unknown sorts', () => {
    expect(artifactListQuerySchema.parse({})).toEqual({ filter: 'all', sort: 'newest', page: 1, limit: 50 });
    expect(artifactListQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
  });

  it('rejects a blank comment', () => {
    expect(artifactCommentRequestSchema.safeParse({ text: '   ' }).success).toBe(false);
  });

  it('encodes an answer with tags and booleans (the server serialises with it)', () => {
    const artifact = {
      id: 'a1',
      _id: 'a1',
      name: 'Lamp',
      description: 'A brass lamp',
      content: 'A brass lamp',
      exp: 10,
      visible: true,
      status: 'dropped',
      type: 'artifact',
      isExclusive: false,
      tags: ['light', 'brass'],
      location: { x: 3, y: 7, mapName: 'overworld' },
      creator: { id: 'u1', username: 'ada' },
      holder: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      interactions: { views: 0, saves: 0, shares: 0 },
      votes: 0,
      voters: [],
      views: 0,
      shares: 0,
      commentCount: 0,
      comments: [],
    };
    expect(z.encode(artifactSchema, artifact)).toEqual(artifact);
  });
});
