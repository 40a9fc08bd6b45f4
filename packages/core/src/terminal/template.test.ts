import { describe, expect, it } from 'vitest';
import { TERMINAL_TEMPLATE_FALLBACKS } from '../messages/terminal.js';
import { fillTerminalTemplate } from './template.js';
import type { TerminalContext } from './types.js';

const line = '{username} carries {artifactCount}; the key was {qualifyingArtifact}.';

describe('fillTerminalTemplate', () => {
  it.each<[string, TerminalContext, string]>([
    [
      'a full context',
      { username: 'ada', artifactCount: 3, qualifyingArtifact: 'Brass Lantern' },
      'ada carries 3; the key was Brass Lantern.',
    ],
    ['zero artifacts', { username: 'ada', artifactCount: 0, qualifyingArtifact: 'x' }, 'ada carries 0; the key was x.'],
    ['nothing known', {}, 'traveler carries UNKNOWN; the key was an artifact with no name.'],
    [
      'blank and broken values',
      { username: '  ', artifactCount: -1, qualifyingArtifact: '' },
      'traveler carries UNKNOWN; the key was an artifact with no name.',
    ],
    [
      'nulls and a fractional count',
      { username: null, artifactCount: 2.5, qualifyingArtifact: null },
      'traveler carries UNKNOWN; the key was an artifact with no name.',
    ],
  ])('fills %s', (_name, context, expected) => {
    expect(fillTerminalTemplate(line, context)).toBe(expected);
  });

  it('uses the exported fallbacks and leaves unknown placeholders alone', () => {
    expect(fillTerminalTemplate('{username}|{mood}', {})).toBe(`${TERMINAL_TEMPLATE_FALLBACKS.username}|{mood}`);
  });

  it('fills every occurrence', () => {
    expect(fillTerminalTemplate('{username}, {username}.', { username: 'bo' })).toBe('bo, bo.');
  });
});
