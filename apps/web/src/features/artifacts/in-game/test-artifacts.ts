import type { ArtifactDto } from '@authentic/core';

/** A server artifact as the API answers it, for the panels' tests. */
export function makeArtifact(overrides: Partial<ArtifactDto> = {}): ArtifactDto {
  const id = overrides.id ?? 'a1';
  return {
    id,
    _id: id,
    name: 'Lantern of Dusk',
    description: 'A lantern that remembers every evening it has seen.',
    content: 'It glows softly.',
    exp: 10,
    visible: true,
    status: 'collected',
    type: 'relic',
    location: null,
    creator: { id: 'u1', username: 'ada' },
    holder: { id: 'u1', username: 'ada' },
    createdAt: '2026-03-01T10:00:00.000Z',
    interactions: { views: 0, saves: 0, shares: 0 },
    votes: 0,
    voters: [],
    views: 0,
    shares: 0,
    comments: [],
    ...overrides,
  };
}

/** A file of the given size without allocating it. */
export function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const MB = 1024 * 1024;
