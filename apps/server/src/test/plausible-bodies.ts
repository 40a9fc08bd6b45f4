import fc from 'fast-check';
import { MODERATION_ACTIONS, REPORT_REASONS, type WorldDoc } from '@authentic/core';
import { hostileInteger, hostileValue } from './hostile.js';

/**
 * Almost-valid input for fuzz-owned.test.ts: a valid world and valid bodies of the world builder,
 * reports and moderation, each with one field replaced by a hostile value — what a tampered
 * client sends, which gets past the schema's first checks further than random text does.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: Method;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
}

/** The top-level keys of a zod object schema, when the route has one. */
export function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** A valid two-map world: an exit, a portal and edges between the maps, an NPC with its patrol, a spot. */
export function plausibleDoc(): WorldDoc {
  const side = 12;
  const rows = (portalAt: [number, number]) =>
    Array.from({ length: side }, (_, y) =>
      Array.from({ length: side }, (_, x) => (x === portalAt[0] && y === portalAt[1] ? '5' : '0')).join(''),
    );
  return {
    format: 1,
    spawn: { mapId: 'main', x: 1, y: 1 },
    maps: [
      {
        id: 'main',
        name: 'Main',
        rows: rows([10, 10]),
        portals: [{ x: 10, y: 10, to: 'exit' }],
        edges: { right: 'cave' },
        npcs: [{ npcId: 'guide', x: 5, y: 5, patrol: { startX: 4, startY: 4, width: 3, height: 3 } }],
        artifactSpots: [{ x: 2, y: 2 }],
      },
      {
        id: 'cave',
        name: 'Cave',
        rows: rows([3, 3]),
        portals: [{ x: 3, y: 3, to: { mapId: 'main', x: 1, y: 1 } }],
        edges: { left: 'main' },
        npcs: [],
        artifactSpots: [],
      },
    ],
  };
}

/** One field of the valid world replaced by a hostile value: the shapes a tampered client sends. */
const DOC_MUTATIONS: ((doc: WorldDoc, value: unknown) => void)[] = [
  (doc, v) => Object.assign(doc, { format: v }),
  (doc, v) => Object.assign(doc.spawn, { x: v }),
  (doc, v) => Object.assign(doc.spawn, { mapId: v }),
  (doc, v) => Object.assign(doc, { maps: v }),
  (doc, v) => Object.assign(doc.maps[0]!, { id: v }),
  (doc, v) => Object.assign(doc.maps[0]!, { name: v }),
  (doc, v) => Object.assign(doc.maps[0]!, { rows: v }),
  (doc, v) => (doc.maps[0]!.rows[3] = v as string),
  (doc, v) => Object.assign(doc.maps[0]!.portals[0]!, { to: v }),
  (doc, v) => Object.assign(doc.maps[1]!.portals[0]!.to as object, { x: v }),
  (doc, v) => Object.assign(doc.maps[0]!.edges, { right: v }),
  (doc, v) => Object.assign(doc.maps[0]!.npcs[0]!, { npcId: v }),
  (doc, v) => Object.assign(doc.maps[0]!.npcs[0]!, { y: v }),
  (doc, v) => Object.assign(doc.maps[0]!.npcs[0]!.patrol!, { startX: v }),
  (doc, v) => Object.assign(doc.maps[0]!.npcs[0]!.patrol!, { width: v }),
  (doc, v) => Object.assign(doc.maps[0]!.artifactSpots[0]!, { x: v }),
  (doc, v) => doc.maps.push({ ...doc.maps[1]!, id: typeof v === 'string' ? v : 'cave' }),
  (doc, v) => (doc.maps[0]!.npcs = Array.from({ length: 40 }, () => ({ ...doc.maps[0]!.npcs[0]!, x: v as number }))),
];

/** The valid world with one of its fields replaced by a hostile value. */
const mutatedDoc: fc.Arbitrary<unknown> = fc
  .tuple(fc.nat({ max: DOC_MUTATIONS.length - 1 }), fc.oneof(hostileInteger, hostileValue))
  .map(([index, value]) => {
    const doc = plausibleDoc();
    DOC_MUTATIONS[index]!(doc, value);
    return doc;
  });

/**
 * A valid body, as JSON, or it with one field replaced by a hostile value (a number near the
 * limits of integers half of the time): what a tampered client sends.
 */
function oneFieldHostile(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.option(fc.string({ maxLength: 1 }), { freq: 3 }), fc.oneof(hostileInteger, hostileValue))
    .map(([body, pick, value]) => {
      const keys = Object.keys(body);
      if (pick === null || keys.length === 0) return JSON.stringify(body);
      const key = keys[(pick.codePointAt(0) ?? 0) % keys.length]!;
      return JSON.stringify({ ...body, [key]: value });
    });
}

/**
 * Plausible bodies for the routes of owners and moderators that take one (undefined: hostile text
 * only); `reportTargets` are the kinds and targets a report may name.
 */
export function plausibleBody(
  route: Route,
  reportTargets: readonly [kind: string, target: string][],
): fc.Arbitrary<string> | undefined {
  const { method, url } = route;
  if (method === 'PUT' && url.endsWith('/doc')) {
    const save = (doc: fc.Arbitrary<unknown>) =>
      fc.record({ doc, baseVersion: fc.constantFrom(0, 1, 2, 3, 4), force: fc.boolean(), publish: fc.boolean() });
    return fc.oneof(
      oneFieldHostile(save(fc.constant(null).map(plausibleDoc))),
      save(mutatedDoc).map((body) => JSON.stringify(body)),
    );
  }
  if (method === 'POST' && url.endsWith('/publish')) {
    return oneFieldHostile(fc.record({ version: fc.oneof(fc.constantFrom(1, 2), hostileInteger) }));
  }
  if (method === 'PUT' && url.endsWith('/position')) {
    return oneFieldHostile(
      fc.record({ x: fc.nat({ max: 12 }), y: fc.nat({ max: 12 }), mapId: fc.constantFrom('main', 'cave', null) }),
    );
  }
  if (url === '/api/worlds' || url === '/api/worlds/:worldId') {
    return oneFieldHostile(
      fc.record({
        name: fc.constantFrom('A fine world', 'Isle'),
        description: fc.constant('Painted by hand, for friends.'),
        mapType: fc.constantFrom('fantasy', 'desert'),
        isPublic: fc.boolean(),
      }),
    );
  }
  if (url === '/api/reports') {
    return oneFieldHostile(
      fc
        .tuple(
          fc.constantFrom(...reportTargets),
          fc.constantFrom(...REPORT_REASONS),
          fc.constantFrom('Says rude things.', 'a\u0000b', '\u202Eevil', 'x'.repeat(1000)),
        )
        .map(([[kind, target], reason, details]) => ({ kind, target, reason, details })),
    );
  }
  if (url.endsWith('/actions')) {
    return oneFieldHostile(
      fc.record({
        action: fc.constantFrom(...MODERATION_ACTIONS),
        minutes: fc.constantFrom(1, 60, 525_600),
        note: fc.constantFrom('Warned.', 'a\u0000b'),
        close: fc.boolean(),
      }),
    );
  }
  return undefined;
}
