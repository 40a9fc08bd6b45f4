import { describe, expect, it } from 'vitest';
import { isGreetingOnly, meaningfulWords, stemWord, wordTopics } from './prompt-words.js';

describe('prompt words', () => {
  it.each([
    ['mountains', 'mountain'],
    ['stories', 'story'],
    ['glorious', 'glorious'],
    ['wilderness', 'wilderness'],
    ['sun', 'sun'],
  ])('folds %s to %s', (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });

  it('keeps the words that carry meaning, once each, ignoring case and accents', () => {
    expect(meaningfulWords('Tell me about the MOUNTAINS, the mountains!')).toEqual(['mountain']);
    expect(meaningfulWords('What can machines do?')).toEqual(['machine']);
    expect(meaningfulWords('Brontë wrote novels')).toEqual(['bronte', 'wrote', 'novel']);
  });

  it('links words to shared topics', () => {
    expect(wordTopics('mountain')).toContain('nature');
    expect(wordTopics('machine')).toEqual(wordTopics('engine'));
    expect(wordTopics('xyzzy')).toEqual([]);
  });

  it.each([
    ['hello', true],
    ['Hi there!', true],
    ['hello, tell me about rain', false],
    ['', false],
  ])('treats %j as a bare greeting: %s', (prompt, greeting) => {
    expect(isGreetingOnly(prompt)).toBe(greeting);
  });
});
