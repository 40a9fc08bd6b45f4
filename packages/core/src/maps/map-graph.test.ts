import { describe, expect, it } from 'vitest';
import { MAP_MESSAGES } from '../messages/maps.js';
import { MAP_GRAPH, validateMapGraph } from './map-graph.js';
import { BUILT_IN_MAP_IDS, BUILT_IN_MAP_READABLE_NAMES } from './map-ids.js';
import { BUILT_IN_MAP_LINKS } from './map-links.js';

const links = (id: string): string[] => MAP_GRAPH.find((node) => node.id === id)?.connections ?? [];

describe('map graph', () => {
  it('is valid: unique ids, finite coordinates, every connection to a known node', () => {
    expect(validateMapGraph(MAP_GRAPH)).toEqual([]);
  });

  it('has one node per built-in map, under the name players read', () => {
    expect(MAP_GRAPH.map((node) => node.id).sort()).toEqual([...BUILT_IN_MAP_IDS].sort());
    expect(MAP_GRAPH.find((node) => node.id === 'dungeon2')?.name).toBe('Dungeon Level 2');
    expect(MAP_GRAPH.map((node) => node.name)).toEqual(BUILT_IN_MAP_IDS.map((id) => BUILT_IN_MAP_READABLE_NAMES[id]));
    expect(MAP_GRAPH.map((node) => node.name)).not.toContain('Terminal3');
    expect(MAP_GRAPH.map((node) => node.name)).not.toContain('Level4Shooter');
  });

  it('links exactly what the game walks, with the ways each link is walked', () => {
    const drawn = MAP_GRAPH.flatMap((node) =>
      node.connections.map((to) => ({ from: node.id, to, ways: node.ways?.[to] })),
    );
    expect(drawn).toEqual(BUILT_IN_MAP_LINKS.map(({ from, to, ways }) => ({ from, to, ways })));
    expect(links('overworld')).not.toContain('dungeon1');
    expect(links('desert1')).not.toContain('yosemite');
  });

  it('gives every map its own cell and joins only neighbouring cells', () => {
    const cells = MAP_GRAPH.map((node) => `${node.x},${node.y}`);
    expect(new Set(cells).size).toBe(cells.length);
    for (const node of MAP_GRAPH) {
      for (const target of node.connections) {
        const to = MAP_GRAPH.find((candidate) => candidate.id === target);
        expect(Math.max(Math.abs((to?.x ?? Infinity) - node.x), Math.abs((to?.y ?? Infinity) - node.y))).toBe(1);
      }
    }
  });

  it('marks dungeons, special maps and the text adventure', () => {
    const typeOf = (id: string): string | undefined => MAP_GRAPH.find((node) => node.id === id)?.type;
    expect(['dungeon1', 'dungeon2', 'dungeon3'].map(typeOf)).toEqual(['dungeon', 'dungeon', 'dungeon']);
    expect(['hemingway', 'terminal3', 'level4_shooter'].map(typeOf)).toEqual(['special', 'special', 'special']);
    expect(typeOf('text_adventure')).toBe('text');
    expect(typeOf('overworld')).toBeUndefined();
  });
});

describe('validateMapGraph', () => {
  const node = (id: string, connections: unknown = [], extra: object = {}): object => ({
    id,
    name: id.toUpperCase(),
    x: 1,
    y: 2,
    connections,
    ...extra,
  });

  it('reports every problem it finds', () => {
    expect(
      validateMapGraph([
        node('a', ['b', 'ghost']),
        node('b', ['a']),
        node('b'),
        node('c', [], { x: Number.NaN }),
        node('d', [], { y: Number.POSITIVE_INFINITY, type: 'castle' }),
        node('e', 'a'),
        { id: '', name: 'nameless' },
        node('f', [], { name: '' }),
        42,
      ]),
    ).toEqual([
      'Node id b appears more than once',
      'Node c has coordinates that are not finite numbers',
      'Node d has coordinates that are not finite numbers',
      'Node d has unknown type castle',
      'Node 6 has no id',
      'Node f has no name',
      'Node 8 is not a map node',
      'Node a connects to unknown node ghost',
      'Node e has connections that are not a list of ids',
    ]);
  });

  it('refuses something that is not a list', () => {
    expect(validateMapGraph({ nodes: [] })).toEqual(['The map graph is not a list of nodes']);
  });

  it('accepts links to nodes listed later', () => {
    expect(validateMapGraph([node('a', ['b']), node('b')])).toEqual([]);
  });

  it('has the overlay message for invalid data', () => {
    expect(MAP_MESSAGES.invalidMapData).toBe('Error: Invalid map data');
  });
});
