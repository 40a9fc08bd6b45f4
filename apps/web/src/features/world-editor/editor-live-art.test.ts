import { describe, expect, it } from 'vitest';
import { tileCell, type WorldTileset } from '@authentic/core';
import type { TilesetArt } from '../../lib/render/painted-art';
import { createEditorStore } from './model';
import { testDoc } from './model/test-doc';
import { artKey, liveArtReader, sameKey } from './editor-live-art';

const TOWN = { id: 't', url: '/uploads/t.png', name: 'Town', columns: 4, tileCount: 8 } as WorldTileset;
const ART: TilesetArt[] = [{ tileset: TOWN, image: null, animations: new Map() }];

describe('the live art the editor canvas draws', () => {
  it('reads a running stroke from its working copy, and leaves hidden layers out', () => {
    const store = createEditorStore({ ...testDoc(), tilesets: [TOWN] });
    store.dispatch({ type: 'addLayer', name: 'Ground', placement: 'below' });
    store.dispatch({ type: 'addLayer', name: 'Roofs', placement: 'above' });
    store.dispatch({ type: 'chooseLayer', layer: 0 });
    store.dispatch({
      type: 'setTool',
      tool: { kind: 'tiles', stamp: { tileset: 0, column: 2, row: 0, width: 1, height: 1 } },
    });
    const live = liveArtReader(store.getState, ART);
    const before = artKey(store.getState(), ART);
    const text = () => store.getState().history.present.maps[0]!.layers![0]!.cells;
    const empty = text();
    store.dispatch({ type: 'strokeStart', cell: { x: 4, y: 2 } });
    // The document is not written yet; the drawing sees the dab all the same.
    expect(text()).toBe(empty);
    expect(sameKey(before, artKey(store.getState(), ART))).toBe(false);
    expect(live().art.below[0]!.cells[2 * 16 + 4]).toBe(tileCell(0, 2));
    expect(live().art.above).toHaveLength(1);
    store.dispatch({ type: 'strokeEnd' });
    expect(text()).not.toBe(empty);
    expect(live().art.below[0]!.cells[2 * 16 + 4]).toBe(tileCell(0, 2));
    store.dispatch({ type: 'toggleLayerShown', layer: 1 });
    store.dispatch({ type: 'toggleLayerShown', layer: 'walls' });
    expect(live().art.above).toHaveLength(0);
    expect(live().walls).toBeNull();
  });
});
