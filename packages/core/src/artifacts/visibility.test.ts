import { describe, expect, it } from 'vitest';
import type { ArtifactRecord } from './artifact-types.js';
import { ANONYMOUS_ARTIFACT_VIEWER, canEditArtifact, viewArtifactFor, type ArtifactViewer } from './visibility.js';

const OWNER = 'owner-1';
const viewers: Record<string, ArtifactViewer> = {
  owner: { id: OWNER, friendIds: [] },
  friend: { id: 'friend-1', friendIds: [OWNER] },
  stranger: { id: 'stranger-1', friendIds: ['someone-else'] },
  anonymous: ANONYMOUS_ARTIFACT_VIEWER,
};

const base: ArtifactRecord = {
  id: 'a1',
  name: 'Diary',
  description: 'Pages',
  creator: OWNER,
  significance: 'my grandmother wrote it',
  unlockAnswer: 'rose',
};

const kinds: Record<string, ArtifactRecord> = {
  public: { ...base, visibility: 'public' },
  unset: { ...base },
  private: { ...base, visibility: 'private' },
  friends: { ...base, visibility: 'friends' },
  exclusive: { ...base, visibility: 'public', isExclusive: true },
};

describe('viewArtifactFor', () => {
  it.each([
    // kind, owner, friend, stranger, anonymous
    ['public', true, true, true, true],
    ['unset', true, true, true, true],
    ['private', true, false, false, false],
    ['friends', true, true, false, false],
    ['exclusive', true, false, false, false],
  ])('%s artifact: owner %s, friend %s, stranger %s, anonymous %s', (kind, ...expected) => {
    const artifact = kinds[kind]!;
    const seen = ['owner', 'friend', 'stranger', 'anonymous'].map(
      (who) => viewArtifactFor(artifact, viewers[who]!) !== null,
    );
    expect(seen).toEqual(expected);
  });

  it('gives the creator-only fields to the creator alone', () => {
    const mine = viewArtifactFor(kinds.public!, viewers.owner!);
    expect(mine).toMatchObject({ significance: 'my grandmother wrote it', unlockAnswer: 'rose' });
    const theirs = viewArtifactFor(kinds.public!, viewers.stranger!);
    expect(theirs).not.toBeNull();
    expect(theirs).not.toHaveProperty('significance');
    expect(theirs).not.toHaveProperty('unlockAnswer');
    expect(theirs).toMatchObject({ name: 'Diary', description: 'Pages' });
  });

  it('recognises a creator given as an object', () => {
    const artifact: ArtifactRecord = { ...kinds.private!, creator: { id: OWNER, username: 'ana' } };
    expect(viewArtifactFor(artifact, viewers.owner!)).toMatchObject({ significance: 'my grandmother wrote it' });
    expect(viewArtifactFor(artifact, viewers.friend!)).toBeNull();
  });

  it('lets users on allowedUsers see a friends-only artifact', () => {
    const artifact: ArtifactRecord = { ...kinds.friends!, allowedUsers: ['stranger-1'] };
    expect(viewArtifactFor(artifact, viewers.stranger!)).not.toBeNull();
  });

  it('hides private built-in artifacts without a creator from everyone', () => {
    const builtIn: ArtifactRecord = { name: 'Relic', description: 'Old', visibility: 'private' };
    expect(viewArtifactFor(builtIn, ANONYMOUS_ARTIFACT_VIEWER)).toBeNull();
  });

  it('does not change the stored artifact', () => {
    viewArtifactFor(kinds.public!, viewers.stranger!);
    expect(kinds.public).toHaveProperty('significance');
  });
});

describe('canEditArtifact', () => {
  it('is for the creator only', () => {
    expect(canEditArtifact(base, OWNER)).toBe(true);
    expect(canEditArtifact(base, 'friend-1')).toBe(false);
    expect(canEditArtifact(base, null)).toBe(false);
    expect(canEditArtifact({ creator: null }, null)).toBe(false);
  });
});
