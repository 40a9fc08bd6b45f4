import { describe, expect, it } from 'vitest';
import {
  ARTIFACT_MESSAGES,
  formatArtifactCreateFailed,
  formatArtifactCreateFailedStatus,
  formatArtifactDeleteConfirm,
  formatArtifactLoadFailed,
  formatArtifactUpdateFailed,
} from '../messages/artifacts.js';
import {
  artifactFormProblems,
  artifactIconProblems,
  artifactPageFormProblems,
  formAttachmentWithinLimit,
  inventoryAttachmentProblems,
} from './validation.js';

const MB = 1024 * 1024;

describe('artifact forms', () => {
  it('requires a name and a description in the game form', () => {
    expect(artifactFormProblems({ name: ' ', description: '' })).toEqual([
      'Name is required',
      'Description is required',
    ]);
    expect(artifactFormProblems({ name: 'Lamp', description: 'Brass' })).toEqual([]);
  });

  it('uses the page wording on the artifacts page', () => {
    expect(artifactPageFormProblems({ name: '   ', description: undefined })).toEqual([
      'Artifact name is required',
      'Artifact description is required',
    ]);
  });

  it.each([
    ['name', 50, 'Name must be at most 50 characters'],
    ['description', 200, 'Description must be at most 200 characters'],
    ['content', 1000, 'Content must be at most 1000 characters'],
    ['messageText', 500, 'Message must be at most 500 characters'],
    ['riddle', 100, 'Riddle must be at most 100 characters'],
    ['unlockAnswer', 100, 'Unlock answer must be at most 100 characters'],
  ])('limits %s to %i characters', (field, max, message) => {
    const base = { name: 'n', description: 'd' };
    expect(artifactFormProblems({ ...base, [field]: 'x'.repeat(max) })).toEqual([]);
    expect(artifactFormProblems({ ...base, [field]: 'x'.repeat(max + 1) })).toEqual([message]);
  });
});

describe('artifact files', () => {
  it.each([
    [{ type: 'image/png', size: MB - 1 }, []],
    [{ type: 'image/svg+xml', size: 10 }, []],
    [{ type: 'image/png', size: MB }, ['Icon size should be less than 1MB']],
    [{ type: 'application/pdf', size: 10 }, ['Icons must be image files (JPG, PNG, GIF, SVG)']],
  ])('icon %j', (file, problems) => {
    expect(artifactIconProblems(file)).toEqual(problems);
  });

  it('allows inventory attachments under 5MB and form attachments up to 10MB', () => {
    expect(inventoryAttachmentProblems({ type: 'audio/mpeg', size: 5 * MB - 1 })).toEqual([]);
    expect(inventoryAttachmentProblems({ type: 'audio/mpeg', size: 5 * MB })).toEqual([
      'File size should be less than 5MB',
    ]);
    expect(formAttachmentWithinLimit({ type: 'video/mp4', size: 10 * MB })).toBe(true);
    expect(formAttachmentWithinLimit({ type: 'video/mp4', size: 10 * MB + 1 })).toBe(false);
  });
});

describe('artifact message templates', () => {
  it('fills the spec templates', () => {
    expect(formatArtifactDeleteConfirm('Lamp')).toBe('Are you sure you want to delete "Lamp"?');
    expect(formatArtifactLoadFailed('timeout')).toBe('Failed to load artifacts: timeout');
    expect(formatArtifactCreateFailed('too big')).toBe('Failed to create artifact: too big');
    expect(formatArtifactCreateFailedStatus(413)).toBe('Error 413: Failed to create artifact');
    expect(formatArtifactUpdateFailed('$& gone')).toBe('Failed to update artifact: $& gone');
    expect(ARTIFACT_MESSAGES.noComments).toBe('No comments yet. Be the first to comment!');
  });
});
