import type { ReactElement } from 'react';

/**
 * Draws a picture from rows of palette letters as crisp SVG squares — the
 * pixel-art look of the whole product, drawn by us in code.
 */
export interface PixelArtProps {
  rows: readonly string[];
  palette: Readonly<Record<string, string>>;
  /** Size of one pixel in CSS pixels. */
  scale?: number;
  className?: string;
  /** Accessible description; without it the picture is decorative. */
  label?: string;
}

export function PixelArt({ rows, palette, scale = 4, className, label }: PixelArtProps) {
  const width = Math.max(...rows.map((row) => row.length));
  const height = rows.length;
  const rects: ReactElement[] = [];
  rows.forEach((row, y) => {
    // Runs of one colour become one rect: fewer nodes, same picture.
    let x = 0;
    while (x < row.length) {
      const key = row[x] ?? '.';
      let end = x + 1;
      while (end < row.length && row[end] === key) end += 1;
      const fill = palette[key];
      if (fill) rects.push(<rect key={`${x}-${y}`} x={x} y={y} width={end - x} height={1} fill={fill} />);
      x = end;
    }
  });
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      width={width * scale}
      height={height * scale}
      shapeRendering="crispEdges"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {rects}
    </svg>
  );
}
