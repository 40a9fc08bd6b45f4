import { describe, expect, it } from 'vitest';
import { BUILT_IN_ARTIFACTS, BUILT_IN_MAP_READABLE_NAMES, BUILT_IN_QUOTES, NPC_CATALOGUE } from '@authentic/core';
import { createWordFilter } from './word-filter.js';

const filter = createWordFilter({ enabled: true, extra: [], allow: [] });

describe('word filter', () => {
  it('lets ordinary words through, including ones that hold a listed word', () => {
    for (const text of [
      'Scunthorpe',
      'assistant',
      'classic',
      'Hemingway',
      'Cockburn',
      'analysis',
      'grape',
      'therapist',
      'Dickens',
      'passage',
      'cocktail',
      'pass the bass',
      'Sussex',
      'shitake', // close enough to tempt a naive filter
      'hello_world42',
      'Emily Dickinson',
      'Moby-Dick',
      'cockpit',
    ]) {
      expect(filter.flags(text), text).toBe(false);
    }
  });

  it("passes the game's own texts: quotes, NPCs, built-in artifacts and map names", () => {
    const texts = [
      ...BUILT_IN_QUOTES.flatMap((q) => [q.text, q.author]),
      ...Object.values(NPC_CATALOGUE).flatMap((npc) => [npc.name, npc.greeting, ...npc.dialogue.map((d) => d.text)]),
      ...BUILT_IN_ARTIFACTS.flatMap((a) => [a.name, a.description, a.content, a.riddle ?? '']),
      ...Object.values(BUILT_IN_MAP_READABLE_NAMES),
    ];
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => filter.flags(text))).toEqual([]);
  });

  it('flags profanity, also disguised, and stars it out for chat', () => {
    for (const text of ['fuck you', 'sh1t', 'FUUUCK', 'what a b!tch']) expect(filter.flags(text), text).toBe(true);
    expect(filter.censor('well fuck that')).toBe('well **** that');
    expect(filter.censor('a kind word')).toBe('a kind word');
  });

  // Issue 33 item 10: each way around the filter the red team found, as typed and as others see it.
  it.each([
    ['phuck', '*****'],
    ['phuck you', '***** you'],
    ['f.u.c.k', '*******'],
    ['f u c k', '* * * *'],
    ['what the f u c k man', 'what the * * * * man'],
    ['f-u-c-k', '*******'],
    ['f_u_c_k', '*******'],
    ['c*nt', '****'],
    ['you c*nt', 'you ****'],
    ['sh*t happens', '**** happens'],
    ['f**k', '****'],
    ['a**hole', '***hole'],
    ['\u202efuck\u202c', '****'],
    ['\u2067fuck\u2069 off', '**** off'],
    ['\u2066\u202bfuck\u202c\u2069', '****'],
    ['f\u200buck', '****'],
    ['fu\u200dck', '****'],
    ['f\u2060u\ufeffck\u00ad', '****'],
    ['f\u0301u\u0308c\u0327k', '****'],
    ['fück', '****'],
    ['ｆｕｃｋ', '****'],
    ['ѕhіt', '****'],
    ['sh1t', '****'],
    ['s1ut', '****'],
    ['5h17', '****'],
    ['a$$hole', '***hole'],
    ['b!tch', '*****'],
    ['ph*ck', '*****'],
  ])('flags %j and censors it to %j', (text, censored) => {
    expect(filter.flags(text)).toBe(true);
    expect(filter.censor(text)).toBe(censored);
    // What is sent is never read as a word again.
    expect(filter.flags(censored)).toBe(false);
  });

  it('reads a right-to-left override in the order it is shown, and shows it without the override', () => {
    // Typed backwards inside U+202E, 'kcuf' is seen as the word: refused where refusing is the rule.
    expect(filter.flags('\u202ekcuf\u202c')).toBe(true);
    expect(filter.flags('a \u202etihs\u202c lamp')).toBe(true);
    // Chat is shown without the override, in the order typed, which is no word.
    expect(filter.censor('\u202ekcuf\u202c')).toBe('kcuf');
    expect(filter.flags('\u202eolleh\u202c')).toBe(false);
  });

  it('keeps the Scunthorpe problem solved: innocent sentences pass, untouched', () => {
    for (const text of [
      'The class will assess the Scunthorpe cocktail party.',
      'Grapes and a shuttlecock in the cockpit',
      'Pass the bass to Sussex, then reassess',
      'I scored 455 points in room 7175',
      'Call 0800 123 456 before 5pm',
      'A.S.A.P., e.g. at 7:30 or 8:45',
      'U.S.A. and the U K, a b c',
      'I am a big fan of J. R. R. Tolkien',
      'My phone, a photograph and a graph of phases',
      'Bacteriophages and phagocytes are cells; the esophagus is not',
      'Emily Dickinson read Moby-Dick in Penistone',
      'Great job! Hello! Nice hit!',
      'cumulative, cucumber, document, circumstance',
      'Dickens and Hitchcock; Matsushita and Shitake',
      '3 cats, 4 dogs and 5 ducks',
      'ok *wink* see you at 10*',
      'a * b = c',
      'Éléonore a mangé une crêpe à Nîmes',
      '👩‍💻 and می‌خواهم and 日本語',
    ]) {
      expect(filter.flags(text), text).toBe(false);
      expect(filter.censor(text), text).toBe(text);
    }
  });

  it('reads a long line in one pass, however many stars and separators it holds', () => {
    const line = 'a*b c*d '.repeat(200) + 'f.u.c.k '.repeat(50);
    const censored = filter.censor(line);
    expect(censored.startsWith('a*b c*d ')).toBe(true);
    expect(censored.endsWith('******* ')).toBe(true);
  });

  it('adds the operator’s words as whole words and lets allowed ones through', () => {
    const custom = createWordFilter({ enabled: true, extra: ['zorp', ' Blargh '], allow: ['shit'] });
    expect(custom.flags('you zorp')).toBe(true);
    expect(custom.flags('BLARGH')).toBe(true);
    expect(custom.flags('zorpy')).toBe(false);
    expect(custom.flags('oh shit')).toBe(false);
    expect(custom.flags('fuck')).toBe(true);
    // Pattern syntax in an operator's word means itself.
    expect(() => createWordFilter({ enabled: true, extra: ['a[b]?|c\\'], allow: [] })).not.toThrow();
  });

  it('does nothing when turned off', () => {
    const off = createWordFilter({ enabled: false, extra: ['zorp'], allow: [] });
    expect(off.flags('fuck zorp')).toBe(false);
    expect(off.censor('fuck')).toBe('fuck');
  });
});
