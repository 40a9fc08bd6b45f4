import { describe, expect, it } from 'vitest';
import type { ArtifactRecord, ArtifactUserModifiable } from './artifact-types.js';
import { editableFields, pickUserChanges } from './editing.js';

const userArtifact: ArtifactRecord = { name: 'Lamp', description: 'Brass', creator: 'u1', votes: 3, voters: ['x'] };

const builtIn: ArtifactRecord = {
  name: 'Ancient Sword',
  description: 'Sharp',
  content: 'Forged long ago',
  riddle: 'What cuts?',
  properties: { damage: 10, durability: 80, element: 'fire' },
  userModifiable: { description: true, riddle: true, properties: ['durability'] },
};

describe('pickUserChanges on a player artifact', () => {
  it('keeps the fields a player may change', () => {
    const changes = pickUserChanges(userArtifact, {
      name: 'Oil Lamp',
      description: 'Brass and glass',
      visibility: 'friends',
      tags: ['light'],
      location: { x: 2, y: 3, mapName: 'Overworld', extra: 'dropped' },
    });
    expect(changes).toEqual({
      name: 'Oil Lamp',
      description: 'Brass and glass',
      visibility: 'friends',
      tags: ['light'],
      location: { x: 2, y: 3, mapName: 'Overworld' },
    });
  });

  it('drops forbidden fields', () => {
    const changes = pickUserChanges(userArtifact, {
      creator: 'thief',
      votes: 1000,
      voters: ['a', 'b'],
      views: 99,
      shares: 99,
      interactions: { views: 99 },
      comments: [],
      createdAt: '2000-01-01',
      exp: 100000,
      _id: 'other',
      id: 'other',
      properties: { damage: 999 },
      userModifiable: { description: true },
    });
    expect(changes).toEqual({});
  });

  it('drops values of the wrong kind', () => {
    expect(
      pickUserChanges(userArtifact, { name: 5, visibility: 'everyone', theme: 'nature', location: { x: 'a', y: 1 } }),
    ).toEqual({ theme: 'nature' });
  });
});

describe('pickUserChanges on a built-in artifact', () => {
  it('keeps only the listed fields and properties', () => {
    expect(editableFields(builtIn)).toEqual({ fields: ['description', 'riddle'], properties: ['durability'] });
    const changes = pickUserChanges(builtIn, {
      name: 'Renamed',
      description: 'Blunt now',
      content: 'Changed',
      riddle: 'What breaks?',
      properties: { durability: 20, damage: 999 },
    });
    expect(changes).toEqual({
      description: 'Blunt now',
      riddle: 'What breaks?',
      properties: { damage: 10, durability: 20, element: 'fire' },
    });
  });

  it('changes nothing when nothing is modifiable', () => {
    const locked: ArtifactRecord = { ...builtIn, userModifiable: {} };
    expect(pickUserChanges(locked, { description: 'x', properties: { durability: 1 } })).toEqual({});
  });
});

describe('pickUserChanges with typed built-in data', () => {
  interface SwordProperties {
    damage?: number;
    durability?: number;
  }
  const sword: { properties: SwordProperties; userModifiable: ArtifactUserModifiable } = {
    properties: { damage: 5 },
    userModifiable: { description: false, content: true, riddle: false, unlockAnswer: false, properties: ['damage'] },
  };

  it("accepts the maps part's record shapes", () => {
    expect(pickUserChanges(sword, { content: 'New', properties: { damage: 6 } })).toEqual({
      content: 'New',
      properties: { damage: 6 },
    });
  });
});
