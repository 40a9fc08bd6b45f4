import { MAP_GRAPH_PROBLEMS as P } from '../messages/maps.js';
import { BUILT_IN_MAP_IDS, BUILT_IN_MAP_READABLE_NAMES, type BuiltInMapId } from './map-ids.js';
import { BUILT_IN_MAP_LINKS, type MapLink, type MapLinkWay } from './map-links.js';

export const MAP_GRAPH_NODE_TYPES = ['dungeon', 'special', 'text'] as const;
export type MapGraphNodeType = (typeof MAP_GRAPH_NODE_TYPES)[number];

/** A node of the world-map overlay. */
export interface MapGraphNode {
  id: string;
  name: string;
  /** Column and row on the overlay's grid, laid out for a wide screen; a tall screen turns it. */
  x: number;
  y: number;
  connections: string[];
  /** How each connection is walked, by the id it leads to (the overlay's list says it). */
  ways?: Readonly<Record<string, readonly MapLinkWay[]>>;
  type?: MapGraphNodeType;
}

/**
 * Where each built-in map sits (decision 0241): the road through the overworlds along the middle
 * row, the rooms above Yosemite, and the loop Overworld 3 → deserts → dungeons → Yosemite → back
 * closing on the right, so every link joins neighbouring cells.
 */
const PLACES: Readonly<Record<BuiltInMapId, { x: number; y: number; type?: MapGraphNodeType }>> = {
  terminal3: { x: 2, y: 0, type: 'special' },
  text_adventure: { x: 3, y: 0, type: 'text' },
  level4_shooter: { x: 4, y: 0, type: 'special' },
  overworld: { x: 0, y: 1 },
  overworld2: { x: 1, y: 1 },
  overworld3: { x: 2, y: 1 },
  yosemite: { x: 3, y: 1 },
  dungeon3: { x: 4, y: 1, type: 'dungeon' },
  dungeon2: { x: 5, y: 1, type: 'dungeon' },
  hemingway: { x: 1, y: 2, type: 'special' },
  desert1: { x: 2, y: 2 },
  desert2: { x: 3, y: 2 },
  desert3: { x: 4, y: 2 },
  dungeon1: { x: 5, y: 2, type: 'dungeon' },
};

/** The graph of some links: one node per place, its connections and ways taken from the links. */
export function mapGraphOf<M extends string>(
  places: readonly { id: M; name: string; x: number; y: number; type?: MapGraphNodeType }[],
  links: readonly MapLink<M>[],
): MapGraphNode[] {
  return places.map(({ type, ...place }) => {
    const leaving = links.filter((link) => link.from === place.id);
    return {
      ...place,
      connections: leaving.map((link) => link.to),
      ways: Object.fromEntries(leaving.map((link) => [link.to, [...link.ways]])),
      ...(type ? { type } : {}),
    };
  });
}

/**
 * The world map: every built-in map under the name players read, linked exactly as the game walks
 * (BUILT_IN_MAP_LINKS), both ways where both exist. The spec's overworld → dungeon1 and
 * desert1 → yosemite are not there: no portal or edge walks them (issue 24).
 */
export const MAP_GRAPH: readonly MapGraphNode[] = mapGraphOf(
  BUILT_IN_MAP_IDS.map((id) => ({ id, name: BUILT_IN_MAP_READABLE_NAMES[id], ...PLACES[id] })),
  BUILT_IN_MAP_LINKS,
);

/**
 * Every problem of a map graph: not a list, nodes without id or name, duplicate ids, coordinates that
 * are not finite, connections to ids that do not exist, unknown types. The overlay shows
 * 'Error: Invalid map data' when the list is not empty.
 */
export function validateMapGraph(graph: unknown): string[] {
  if (!Array.isArray(graph)) return [P.notAList];
  const problems: string[] = [];
  const ids = new Set<string>();
  const nodes: { id: string; connections: unknown }[] = [];

  graph.forEach((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null) {
      problems.push(P.badNode(index));
      return;
    }
    const candidate = entry as Partial<Record<keyof MapGraphNode, unknown>>;
    if (typeof candidate.id !== 'string' || candidate.id === '') {
      problems.push(P.missingId(index));
      return;
    }
    const id = candidate.id;
    if (ids.has(id)) problems.push(P.duplicateId(id));
    ids.add(id);
    if (typeof candidate.name !== 'string' || candidate.name === '') problems.push(P.missingName(id));
    if (!isFiniteNumber(candidate.x) || !isFiniteNumber(candidate.y)) problems.push(P.badCoordinates(id));
    const type = candidate.type;
    if (type !== undefined && !(MAP_GRAPH_NODE_TYPES as readonly unknown[]).includes(type)) {
      problems.push(P.badType(id, String(type)));
    }
    nodes.push({ id, connections: candidate.connections });
  });

  // Connections are checked once every id is known, so a link may point to a later node.
  for (const { id, connections } of nodes) {
    if (!Array.isArray(connections) || !connections.every((target) => typeof target === 'string')) {
      problems.push(P.badConnections(id));
      continue;
    }
    for (const target of connections as string[]) {
      if (!ids.has(target)) problems.push(P.unknownConnection(id, target));
    }
  }
  return problems;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
