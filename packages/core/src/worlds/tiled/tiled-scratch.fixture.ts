/**
 * A map as Tiled 1.10 saves one drawn from scratch: an embedded copy of our tileset (firstgid 1),
 * CSV ground, objects of each kind placed as a point, a tile object (anchored at its bottom) and
 * rectangles, with `class` (1.9+) or the older `type`. No custom `id`/`name`: they come from the file.
 */
export function scratchFiles(): Record<string, unknown> {
  const rows = ['11111111', '10000001', '15000001', '10000001', '10000001', '10000001', '10000001', '11111111'];
  const data = rows.flatMap((row) => [...row].map((code) => Number(code) + 1));
  return {
    'maps/cave.tmj': {
      type: 'map',
      version: '1.10',
      tiledversion: '1.10.2',
      orientation: 'orthogonal',
      renderorder: 'right-down',
      infinite: false,
      compressionlevel: -1,
      width: 8,
      height: 8,
      tilewidth: 16,
      tileheight: 16,
      nextlayerid: 3,
      nextobjectid: 5,
      tilesets: [
        {
          firstgid: 1,
          name: 'authentic-tileset',
          image: '../authentic-tileset.png',
          imagewidth: 144,
          imageheight: 16,
          tilewidth: 16,
          tileheight: 16,
          tilecount: 9,
          columns: 9,
          margin: 0,
          spacing: 0,
        },
      ],
      layers: [
        { id: 1, name: 'ground', type: 'tilelayer', width: 8, height: 8, x: 0, y: 0, opacity: 1, visible: true, data },
        {
          id: 2,
          name: 'objects',
          type: 'objectgroup',
          draworder: 'topdown',
          x: 0,
          y: 0,
          opacity: 1,
          visible: true,
          objects: [
            {
              id: 1,
              name: '',
              class: 'spawn',
              point: true,
              x: 40,
              y: 56,
              width: 0,
              height: 0,
              rotation: 0,
              visible: true,
            },
            {
              id: 2,
              name: 'out',
              type: 'portal',
              gid: 6,
              x: 16,
              y: 48,
              width: 16,
              height: 16,
              rotation: 0,
              visible: true,
              properties: [{ name: 'exit', type: 'bool', value: true }],
            },
            {
              id: 3,
              name: 'Guide',
              class: 'npc',
              x: 64,
              y: 64,
              width: 16,
              height: 16,
              rotation: 0,
              visible: true,
              properties: [{ name: 'npcId', type: 'string', value: 'guide' }],
            },
            { id: 4, name: '', class: 'artifactSpot', x: 82, y: 18, width: 10, height: 10, rotation: 0, visible: true },
          ],
        },
      ],
    },
  };
}
