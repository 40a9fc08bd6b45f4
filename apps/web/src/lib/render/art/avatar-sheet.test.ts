// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPixelAvatar, PIXEL_AVATAR_MAX_PX } from './avatar-sheet';

describe('isPixelAvatar', () => {
  it('takes an avatar of 64 px or less as pixel art, and a photo or an empty image not', () => {
    expect(isPixelAvatar(16, 16)).toBe(true);
    expect(isPixelAvatar(PIXEL_AVATAR_MAX_PX, 32)).toBe(true);
    expect(isPixelAvatar(PIXEL_AVATAR_MAX_PX + 1, 32)).toBe(false);
    expect(isPixelAvatar(640, 480)).toBe(false);
    expect(isPixelAvatar(0, 0)).toBe(false);
  });
});
