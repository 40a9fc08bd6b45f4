import { describe, expect, it } from 'vitest';
import { decodeNpcAvatar, encodeNpcAvatar } from './npc-avatar-codec.js';
import { NPC_AVATAR_MESSAGES, npcAvatarSchema } from './npc-avatar.js';

const drawing = (size: 16 | 32, paint: (i: number) => string | null) =>
  Array.from({ length: size * size }, (_, i) => paint(i));

describe('a drawn look for a world character', () => {
  it('encodes a drawing as its colours and a letter a pixel, and decodes it back', () => {
    const pixels = drawing(16, (i) => (i % 3 === 0 ? '#F4B41B' : i % 5 === 0 ? '#3e2731' : null));
    const avatar = encodeNpcAvatar(16, pixels)!;
    expect(avatar.palette).toEqual(['#f4b41b', '#3e2731']);
    expect(avatar.pixels).toHaveLength(256);
    expect(npcAvatarSchema.parse(avatar)).toEqual(avatar);
    expect(decodeNpcAvatar(avatar)).toEqual(pixels.map((p) => p?.toLowerCase() ?? null));
  });

  it('keeps a 32×32 drawing of many colours small', () => {
    const pixels = drawing(32, (i) => `#${(i % 60).toString(16).padStart(2, '0')}aa33`);
    const avatar = encodeNpcAvatar(32, pixels)!;
    expect(avatar.palette).toHaveLength(60);
    expect(JSON.stringify(avatar).length).toBeLessThan(1024 + 60 * 10 + 60);
    expect(decodeNpcAvatar(avatar)).toEqual(pixels);
  });

  it('has no look for an empty drawing or one of more colours than it can name', () => {
    expect(
      encodeNpcAvatar(
        16,
        drawing(16, () => null),
      ),
    ).toBeNull();
    expect(
      encodeNpcAvatar(
        16,
        drawing(16, (i) => `#0000${(i % 80).toString(16).padStart(2, '0')}`),
      ),
    ).toBeNull();
  });

  it('refuses a look whose letters do not fit its size or colours, with the reason', () => {
    const good = encodeNpcAvatar(
      16,
      drawing(16, (i) => (i === 0 ? '#ffffff' : null)),
    )!;
    const messages = (value: unknown) => {
      const parsed = npcAvatarSchema.safeParse(value);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ ...good, pixels: good.pixels.slice(1) })).toContain(NPC_AVATAR_MESSAGES.shape);
    expect(messages({ ...good, pixels: `1${good.pixels.slice(1)}` })).toContain(NPC_AVATAR_MESSAGES.shape);
    expect(messages({ ...good, pixels: '.'.repeat(256) })).toContain(NPC_AVATAR_MESSAGES.empty);
    expect(messages({ ...good, size: 24 })).not.toEqual([]);
    expect(messages({ ...good, palette: ['red'] })).not.toEqual([]);
  });
});
