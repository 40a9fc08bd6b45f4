/**
 * The reward image's second choice (spec 02 §2): a portal tile, drawn here as pixel rows and
 * turned into an SVG data address, so it needs no file and no request.
 */
const PORTAL_ROWS = ['gg1111gg', 'g122221g', '12333321', '12300321', '12300321', '12333321', 'g122221g', 'gg1111gg'];

const PORTAL_PALETTE: Readonly<Record<string, string>> = {
  g: '#3fa34d',
  '1': '#7b5cd6',
  '2': '#5fa8d3',
  '3': '#c3b5ff',
  '0': '#1b1f3b',
};

function portalSvg(): string {
  const rects = PORTAL_ROWS.flatMap((row, y) =>
    [...row].map((key, x) => `<rect x="${x}" y="${y}" width="1" height="1" fill="${PORTAL_PALETTE[key] ?? 'none'}"/>`),
  );
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" width="128" height="128" shape-rendering="crispEdges">' +
    rects.join('') +
    '</svg>'
  );
}

export const PORTAL_TILE_IMAGE = `data:image/svg+xml,${encodeURIComponent(portalSvg())}`;
