// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WORLD_DOC_LIMITS, checkWorldDoc, worldDocSchema } from '@authentic/core';
import { addMap, deleteMap, mapIdFromName, renameMap, resizeMap, setEdge } from './maps';
import { testDoc } from './test-doc';

describe('maps of a world', () => {
  it('adds a grass map with a unique id from its name, within the limits', () => {
    const added = addMap(testDoc(), 'The Cave!', 20, 10);
    if (!added.ok) throw new Error(added.reason);
    expect(added.mapId).toBe('the-cave');
    expect(added.doc.maps[1]!.rows).toEqual(Array.from({ length: 10 }, () => '0'.repeat(20)));
    expect(worldDocSchema.safeParse(added.doc).success).toBe(true);
    expect(mapIdFromName(added.doc, 'the cave')).toBe('the-cave-2');
    expect(mapIdFromName(added.doc, 'x'.repeat(50))).toHaveLength(WORLD_DOC_LIMITS.mapIdMax);
    expect(addMap(testDoc(), 'Big', 257, 8)).toEqual({ ok: false, reason: expect.stringContaining('8 to 256') });
    expect(addMap(testDoc(), '***', 8, 8).ok).toBe(false);
    let doc = testDoc();
    for (let i = 1; i < WORLD_DOC_LIMITS.maps; i++) {
      const next = addMap(doc, `Map ${i}`, 8, 8);
      if (next.ok) doc = next.doc;
    }
    expect(addMap(doc, 'One more', 8, 8)).toEqual({ ok: false, reason: 'A world holds at most 16 maps.' });
  });

  it('renames and sets edges', () => {
    const renamed = renameMap(testDoc(), 'main', 'Field');
    expect(renamed.ok && renamed.doc.maps[0]!.name).toBe('Field');
    const added = addMap(testDoc(), 'Cave', 8, 8);
    if (!added.ok) throw new Error();
    const edged = setEdge(added.doc, 'main', 'right', 'cave');
    expect(edged.ok && edged.doc.maps[0]!.edges).toEqual({ right: 'cave' });
    expect(setEdge(added.doc, 'main', 'right', 'nowhere').ok).toBe(false);
  });

  it('resizes keeping the top-left, dropping objects outside and moving the spawn inside', () => {
    const doc = testDoc();
    doc.spawn = { mapId: 'main', x: 12, y: 10 };
    doc.maps[0]!.npcs = [
      { npcId: 'guide', x: 7, y: 7, patrol: { startX: 6, startY: 6, width: 3, height: 3 } },
      { npcId: 'guide', x: 12, y: 2 },
    ];
    doc.maps[0]!.artifactSpots = [{ x: 9, y: 9 }];
    const out = resizeMap(doc, 'main', 8, 8);
    if (!out.ok) throw new Error(out.reason);
    const map = out.doc.maps[0]!;
    expect(map.rows).toHaveLength(8);
    expect(map.rows[4]).toBe('11111111');
    expect(map.npcs).toEqual([{ npcId: 'guide', x: 7, y: 7, patrol: { startX: 6, startY: 6, width: 2, height: 2 } }]);
    expect(map.artifactSpots).toEqual([]);
    expect(map.portals).toHaveLength(1);
    expect(out.doc.spawn).toEqual({ mapId: 'main', x: 7, y: 7 });
    const grown = resizeMap(testDoc(), 'main', 20, 14);
    expect(grown.ok && grown.doc.maps[0]!.rows[13]).toBe('0'.repeat(20));
    expect(grown.ok && grown.doc.maps[0]!.rows[4]).toBe('1111111111111110' + '0000');
  });

  it('deletes a map but never the last, moving the spawn and dropping portals and edges to it', () => {
    expect(deleteMap(testDoc(), 'main')).toEqual({ ok: false, reason: 'The last map cannot be deleted.' });
    const added = addMap(testDoc(), 'Cave', 8, 8);
    if (!added.ok) throw new Error();
    const doc = added.doc;
    doc.maps[0]!.portals.push({ x: 2, y: 2, to: { mapId: 'cave', x: 1, y: 1 } });
    doc.maps[0]!.edges = { left: 'cave' };
    const gone = deleteMap(doc, 'cave');
    if (!gone.ok) throw new Error();
    expect(gone.doc.maps[0]!.portals).toEqual([{ x: 6, y: 6, to: 'exit' }]);
    expect(gone.doc.maps[0]!.edges).toEqual({});
    const spawnGone = deleteMap({ ...doc, spawn: { mapId: 'main', x: 1, y: 1 } }, 'main');
    if (!spawnGone.ok) throw new Error();
    expect(spawnGone.doc.spawn.mapId).toBe('cave');
    expect(checkWorldDoc(spawnGone.doc).some((p) => p.code === 'spawn')).toBe(false);
  });
});
