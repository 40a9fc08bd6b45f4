import { MAP_GRAPH_PROBLEMS as P } from '../messages/maps.js';
import { BUILT_IN_MAP_NAMES, type BuiltInMapId } from './map-ids.js';

export const MAP_GRAPH_NODE_TYPES = ['dungeon', 'special', 'text'] as const;
export type MapGraphNodeType = (typeof MAP_GRAPH_NODE_TYPES)[number];

/** A node of the world-map overlay; x and y place it in a 1000 × 600 drawing space. */
export interface MapGraphNode {
  id: string;
  name: string;
  x: number;
  y: number;
  connections: string[];
  type?: MapGraphNodeType;
}

function node(
  id: BuiltInMapId,
  x: number,
  y: number,
  connections: BuiltInMapId[],
  type?: MapGraphNodeType,
): MapGraphNode {
  return { id, name: BUILT_IN_MAP_NAMES[id], x, y, connections, ...(type ? { type } : {}) };
}

/**
 * The world map (spec 01 §3 map graph): the spec's links plus the passages the portal table adds
 * (overworld3 → yosemite, desert3 → dungeon1) and Yosemite's three special portals. Links point
 * forward; ways back are not drawn (decision 0107).
 */
export const MAP_GRAPH: readonly MapGraphNode[] = [
  node('overworld', 80, 300, ['overworld2', 'dungeon1']),
  node('overworld2', 220, 300, ['overworld3']),
  node('overworld3', 360, 300, ['desert1', 'yosemite']),
  node('desert1', 500, 300, ['desert2', 'yosemite', 'hemingway']),
  node('desert2', 640, 300, ['desert3']),
  node('desert3', 780, 300, ['dungeon1']),
  node('hemingway', 500, 460, [], 'special'),
  node('dungeon1', 780, 460, ['dungeon2'], 'dungeon'),
  node('dungeon2', 920, 460, ['dungeon3'], 'dungeon'),
  node('dungeon3', 920, 300, ['yosemite'], 'dungeon'),
  node('yosemite', 640, 140, ['text_adventure', 'terminal3', 'level4_shooter']),
  node('text_adventure', 520, 40, [], 'text'),
  node('terminal3', 640, 40, [], 'special'),
  node('level4_shooter', 760, 40, [], 'special'),
];

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
