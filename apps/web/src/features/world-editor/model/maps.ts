import {
  WORLD_DOC_LIMITS,
  worldDocMapSize,
  worldDocWithoutMap,
  type WorldDoc,
  type WorldDocMap,
} from '@authentic/core';
import { MODEL_TEXTS as T } from './editor-texts';
import { findMap, updateMap } from './edits';
import { resizeArt } from './layers';

/** Adding, renaming, resizing and deleting maps (decision 0250). Refusals carry the sentence to say. */
export type MapEdit = { ok: true; doc: WorldDoc; mapId: string } | { ok: false; reason: string };

const L = WORLD_DOC_LIMITS;

function sizeOk(width: number, height: number): boolean {
  const ok = (side: number) => Number.isInteger(side) && side >= L.sideMin && side <= L.sideMax;
  return ok(width) && ok(height);
}

/** A map id from its name: lower-case a-z, 0-9 and dashes, at most 32 characters, unique in the document. */
export function mapIdFromName(doc: WorldDoc, name: string): string | null {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, L.mapIdMax)
    .replace(/-+$/, '');
  if (base === '') return null;
  const taken = new Set(doc.maps.map((map) => map.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const id = base.slice(0, L.mapIdMax - suffix.length).replace(/-+$/, '') + suffix;
    if (!taken.has(id)) return id;
  }
}

/** A new map of plain grass. */
export function addMap(doc: WorldDoc, name: string, width: number, height: number): MapEdit {
  if (doc.maps.length >= L.maps) return { ok: false, reason: T.tooManyMaps(L.maps) };
  if (!sizeOk(width, height)) return { ok: false, reason: T.badSize(L.sideMin, L.sideMax) };
  const trimmed = name.trim().slice(0, L.mapNameMax);
  const id = mapIdFromName(doc, trimmed);
  if (id === null) return { ok: false, reason: T.badName };
  const map: WorldDocMap = {
    id,
    name: trimmed,
    rows: Array.from({ length: height }, () => '0'.repeat(width)),
    portals: [],
    edges: {},
    npcs: [],
    artifactSpots: [],
  };
  return { ok: true, doc: { ...doc, maps: [...doc.maps, map] }, mapId: id };
}

export function renameMap(doc: WorldDoc, mapId: string, name: string): MapEdit {
  const trimmed = name.trim().slice(0, L.mapNameMax);
  if (!findMap(doc, mapId)) return { ok: false, reason: T.noSuchMap };
  if (trimmed === '') return { ok: false, reason: T.badName };
  return { ok: true, doc: updateMap(doc, mapId, (map) => ({ ...map, name: trimmed })), mapId };
}

/** Resizes keeping the top-left; new cells are grass (and empty in its layers); objects outside go, patrols are clamped, the spawn moves inside. */
export function resizeMap(doc: WorldDoc, mapId: string, width: number, height: number): MapEdit {
  const map = findMap(doc, mapId);
  if (!map) return { ok: false, reason: T.noSuchMap };
  if (!sizeOk(width, height)) return { ok: false, reason: T.badSize(L.sideMin, L.sideMax) };
  const old = worldDocMapSize(map);
  const rows = Array.from({ length: height }, (_, y) => {
    const row = map.rows[y];
    if (row === undefined) return '0'.repeat(width);
    return width <= old.width ? row.slice(0, width) : row + '0'.repeat(width - old.width);
  });
  const inside = ({ x, y }: { x: number; y: number }) => x < width && y < height;
  const npcs = map.npcs.filter(inside).map((npc) => {
    if (!npc.patrol) return npc;
    const startX = Math.min(npc.patrol.startX, width - 1);
    const startY = Math.min(npc.patrol.startY, height - 1);
    return {
      ...npc,
      patrol: {
        startX,
        startY,
        width: Math.max(1, Math.min(npc.patrol.width, width - startX)),
        height: Math.max(1, Math.min(npc.patrol.height, height - startY)),
      },
    };
  });
  let next = updateMap(doc, mapId, (m) => ({
    ...m,
    // Its own art keeps the top-left too (issue 36), so its layers still fit it.
    ...resizeArt(m, width, height),
    rows,
    portals: m.portals.filter(inside),
    npcs,
    artifactSpots: m.artifactSpots.filter(inside),
  }));
  // Portals elsewhere that lead into this map land inside it.
  next = {
    ...next,
    maps: next.maps.map((m) =>
      m.portals.some((p) => p.to !== 'exit' && p.to.mapId === mapId && !inside(p.to))
        ? {
            ...m,
            portals: m.portals.map((p) =>
              p.to !== 'exit' && p.to.mapId === mapId && !inside(p.to)
                ? { ...p, to: { mapId, x: Math.min(p.to.x, width - 1), y: Math.min(p.to.y, height - 1) } }
                : p,
            ),
          }
        : m,
    ),
  };
  if (next.spawn.mapId === mapId && !inside(next.spawn)) {
    next = { ...next, spawn: { mapId, x: Math.min(next.spawn.x, width - 1), y: Math.min(next.spawn.y, height - 1) } };
  }
  return { ok: true, doc: next, mapId };
}

/** Deletes a map (never the last); the spawn moves to the first remaining map; portals (with their tiles) and edges to it go. */
export function deleteMap(doc: WorldDoc, mapId: string): MapEdit {
  if (!findMap(doc, mapId)) return { ok: false, reason: T.noSuchMap };
  if (doc.maps.length <= 1) return { ok: false, reason: T.lastMap };
  const { maps } = worldDocWithoutMap(doc, mapId);
  const first = maps[0]!;
  let spawn = doc.spawn;
  if (spawn.mapId === mapId) {
    const { width, height } = worldDocMapSize(first);
    spawn = { mapId: first.id, x: Math.floor(width / 2), y: Math.floor(height / 2) };
  }
  return { ok: true, doc: { ...doc, spawn, maps }, mapId: first.id };
}

/** Walking off a map's left or right edge leads to another map (null: nowhere). */
export function setEdge(doc: WorldDoc, mapId: string, side: 'left' | 'right', to: string | null): MapEdit {
  if (!findMap(doc, mapId) || (to !== null && !findMap(doc, to))) return { ok: false, reason: T.noSuchMap };
  const next = updateMap(doc, mapId, (map) => {
    const edges = { ...map.edges };
    if (to === null) delete edges[side];
    else edges[side] = to;
    return { ...map, edges };
  });
  return { ok: true, doc: next, mapId };
}
