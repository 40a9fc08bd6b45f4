import { ARTIFACT_GAME_MESSAGES, ARTIFACT_MESSAGES } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import {
  formAttachmentProblems,
  ICON_ACCEPT,
  iconFileProblems,
  iconTypeOf,
  inventoryAttachmentFileProblems,
} from './file-rules';
import { MB } from './test-artifacts';

describe('icon rules', () => {
  it('accepts JPG, PNG, GIF and SVG by MIME type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml']) {
      expect(iconFileProblems({ name: 'icon', type, size: 10 })).toEqual([]);
    }
  });

  it('accepts the four by extension when the browser gives no or a generic type', () => {
    expect(iconTypeOf({ name: 'ICON.SVG', type: '', size: 1 })).toBe('image/svg+xml');
    expect(iconFileProblems({ name: 'photo.jpeg', type: 'application/octet-stream', size: 1 })).toEqual([]);
    expect(iconFileProblems({ name: 'sprite.gif', type: '', size: 1 })).toEqual([]);
  });

  it('refuses other files with the spec text', () => {
    expect(iconFileProblems({ name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual([
      ARTIFACT_MESSAGES.iconNotImage,
    ]);
    expect(iconFileProblems({ name: 'photo.webp', type: 'image/webp', size: 10 })).toEqual([
      ARTIFACT_MESSAGES.iconNotImage,
    ]);
  });

  it('refuses 1MB and more', () => {
    expect(iconFileProblems({ name: 'a.png', type: 'image/png', size: MB - 1 })).toEqual([]);
    expect(iconFileProblems({ name: 'a.png', type: 'image/png', size: MB })).toEqual([ARTIFACT_MESSAGES.iconTooLarge]);
  });

  it('lists the four types in the file picker filter', () => {
    expect(ICON_ACCEPT).toContain('image/png');
    expect(ICON_ACCEPT).toContain('.svg');
  });
});

describe('attachment rules', () => {
  it('the form allows up to 10MB', () => {
    expect(formAttachmentProblems({ name: 'a.mp3', type: 'audio/mpeg', size: 10 * MB })).toEqual([]);
    expect(formAttachmentProblems({ name: 'a.mp3', type: 'audio/mpeg', size: 10 * MB + 1 })).toEqual([
      ARTIFACT_GAME_MESSAGES.formAttachmentTooLarge,
    ]);
  });

  it('the inventory allows under 5MB', () => {
    expect(inventoryAttachmentFileProblems({ name: 'a.pdf', type: 'application/pdf', size: 5 * MB - 1 })).toEqual([]);
    expect(inventoryAttachmentFileProblems({ name: 'a.pdf', type: 'application/pdf', size: 5 * MB })).toEqual([
      ARTIFACT_MESSAGES.attachmentTooLarge,
    ]);
  });
});
