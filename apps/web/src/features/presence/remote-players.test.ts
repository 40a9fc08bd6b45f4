// @vitest-environment node
import { PRESENCE_MESSAGES } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { BUBBLE_SHOW_MS, CHAT_KEEP_MS, createRemotePlayers, EMOTE_SHOW_MS } from './remote-players';

describe('remote players', () => {
  it('lists everyone else on entering, names guests Traveller, and leaves oneself out', () => {
    let now = 0;
    const players = createRemotePlayers(() => now);
    players.apply({ t: 'hi', me: 'me1', name: 'ada', w: null, m: 'overworld', x: 1, y: 1, f: 2 });
    players.apply({
      t: 'all',
      m: 'overworld',
      p: [
        ['h2', 'zed', '/uploads/z.png', 3, 3, 2],
        ['h3', null, null, 4, 4, 1],
        ['me1', 'ada', null, 1, 1, 2],
      ],
    });
    expect(players.getSnapshot().players.map((p) => p.name)).toEqual([PRESENCE_MESSAGES.traveller, 'zed']);
    now = 10;
    players.apply({ t: 'u', p: [['h2', 4, 3, 1]], e: [['h3', 'wave']], c: [['h2', 'c1', 'hello']] });
    const figures = players.figures(20);
    expect(figures.find((f) => f.handle === 'h2')).toMatchObject({
      facing: 'right',
      moving: true,
      say: { id: 'c1', text: 'hello' },
    });
    expect(figures.find((f) => f.handle === 'h3')).toMatchObject({ emote: 'wave', name: PRESENCE_MESSAGES.traveller });
    // An emote is logged as a line too (its DOM twin), and moves show in the list as cells.
    expect(players.getSnapshot().chat).toMatchObject([
      { name: PRESENCE_MESSAGES.traveller, text: 'Wave', emote: 'wave' },
      { id: 'c1', name: 'zed', text: 'hello', mine: false },
    ]);
    expect(players.getSnapshot().players.find((p) => p.handle === 'h2')).toMatchObject({ x: 4, y: 3 });
    expect(players.figures(10 + Math.max(EMOTE_SHOW_MS, BUBBLE_SHOW_MS)).every((f) => !f.emote && !f.say)).toBe(true);
    players.apply({ t: 'u', l: ['h3'] });
    expect(players.getSnapshot().players.map((p) => p.handle)).toEqual(['h2']);
  });

  it("shows one's own emote and line over one's own head", () => {
    const players = createRemotePlayers(() => 0);
    players.apply({ t: 'hi', me: 'me1', name: 'ada', w: null, m: 'overworld', x: 1, y: 1, f: 2 });
    players.apply({ t: 'u', e: [['me1', 'music']], c: [['me1', 'c9', 'la la']] });
    expect(players.figures(10)).toMatchObject([{ self: true, emote: 'music', say: { text: 'la la' } }]);
    expect(players.getSnapshot().chat).toMatchObject([
      { name: 'ada', text: 'Humming', emote: 'music', mine: true },
      { name: 'ada', text: 'la la', mine: true },
    ]);
    expect(players.getSnapshot().players).toEqual([]);
  });

  it('shows names and lines without bidi or format characters, whatever the server sent', () => {
    const players = createRemotePlayers(() => 0);
    players.apply({ t: 'all', m: 'overworld', p: [['h2', '\u202eezd\u202c', null, 3, 3, 2]] });
    players.apply({ t: 'u', c: [['h2', 'c1', '\u2067hello\u2069 \u202ethere\u202c\u200b']] });
    expect(players.getSnapshot().players.map((p) => p.name)).toEqual(['ezd']);
    expect(players.getSnapshot().chat).toMatchObject([{ name: 'ezd', text: 'hello there' }]);
    expect(players.figures(10)).toMatchObject([{ name: 'ezd', say: { text: 'hello there' } }]);
  });

  it('keeps chat lines for a few minutes only', () => {
    let now = 0;
    const players = createRemotePlayers(() => now);
    players.apply({ t: 'all', m: 'overworld', p: [['h2', 'zed', null, 3, 3, 2]] });
    players.apply({ t: 'u', c: [['h2', 'c1', 'first']] });
    now = CHAT_KEEP_MS + 1;
    players.prune();
    expect(players.getSnapshot().chat).toEqual([]);
  });
});
