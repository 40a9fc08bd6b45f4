import { describe, expect, it } from 'vitest';
import { seededRng } from '../shared/rng.js';
import { applyArtifactDefaults } from './defaults.js';
import { artifactPreview } from './limits.js';

describe('applyArtifactDefaults', () => {
  it('fills what the form left out', () => {
    const artifact = applyArtifactDefaults(
      { name: 'Lamp', description: 'A brass lamp', location: { x: 3, y: 4 } },
      seededRng(1),
    );
    expect(artifact).toEqual({
      name: 'Lamp',
      description: 'A brass lamp',
      content: 'A brass lamp',
      exp: 10,
      visible: true,
      status: 'dropped',
      type: 'artifact',
      area: 'Overworld',
      location: { x: 3, y: 4 },
    });
  });

  it('keeps what was given', () => {
    const artifact = applyArtifactDefaults(
      {
        name: 'Key',
        description: 'Opens things',
        content: 'A secret',
        exp: 25,
        visible: false,
        status: 'held',
        type: 'key',
        area: 'Desert 1',
        location: { x: 0, y: 0 },
      },
      seededRng(1),
    );
    expect(artifact).toMatchObject({
      content: 'A secret',
      exp: 25,
      visible: false,
      status: 'held',
      type: 'key',
      area: 'Desert 1',
      location: { x: 0, y: 0 },
    });
  });

  it('uses the description when content is blank', () => {
    expect(applyArtifactDefaults({ name: 'a', description: 'b', content: '  ' }, seededRng(1)).content).toBe('b');
  });

  it('places an artifact without a location on a random cell within 0 to 99', () => {
    const rng = seededRng(2024);
    const cells = Array.from(
      { length: 500 },
      () => applyArtifactDefaults({ name: 'a', description: 'b' }, rng).location,
    );
    for (const cell of cells) {
      expect(Number.isInteger(cell.x) && cell.x >= 0 && cell.x <= 99).toBe(true);
      expect(Number.isInteger(cell.y) && cell.y >= 0 && cell.y <= 99).toBe(true);
    }
    expect(new Set(cells.map((c) => c.x)).size).toBeGreaterThan(50);
    const again = applyArtifactDefaults({ name: 'a', description: 'b' }, seededRng(2024)).location;
    expect(again).toEqual(cells[0]);
  });

  it('does not change its input', () => {
    const input = { name: 'a', description: 'b', location: { x: 1, y: 2 } };
    const artifact = applyArtifactDefaults(input, seededRng(1));
    artifact.location.x = 50;
    expect(input).toEqual({ name: 'a', description: 'b', location: { x: 1, y: 2 } });
  });
});

describe('artifactPreview', () => {
  it('cuts the description at 100 characters and adds ...', () => {
    const long = 'x'.repeat(150);
    expect(artifactPreview(long)).toBe(`${'x'.repeat(100)}...`);
    expect(artifactPreview('Short')).toBe('Short...');
  });

  it.each(['', '   ', undefined, null])('shows the placeholder for %j', (description) => {
    expect(artifactPreview(description)).toBe('No description available');
  });
});
