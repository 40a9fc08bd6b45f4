import { memo } from 'react';
import { PixelArt } from '../../ui/pixel-art';
import { P } from '../../ui/palette';
import { placePicture } from './place-pictures';
import { ICON_PX, LABEL_PAD_Y, type PlacedLink, type PlacedPlace, type WorldMapLayout } from './world-map-layout';

/** One art pixel of a picture, in CSS pixels: 10 art pixels and a one-pixel frame make ICON_PX. */
const ART_SCALE = ICON_PX / 12;
const ARROW_LENGTH = 10;
const ARROW_HALF_WIDTH = 7;

export interface WorldMapDrawingProps {
  layout: WorldMapLayout;
  currentMapId: string | null;
  lookOf: (mapId: string) => string;
  scale: number;
  spinning: boolean;
  label: string;
}

/**
 * The drawing: roads between places (an arrow where a road goes one way only), each place's picture
 * in a frame, and its name on a plate. Every position comes from the layout; the names are pinned
 * to the width the layout gave them, so the plates never meet whatever font the browser has.
 */
export function WorldMapDrawing({ layout, currentMapId, lookOf, scale, spinning, label }: WorldMapDrawingProps) {
  return (
    <svg
      className="world-map-svg"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width * scale}
      height={layout.height * scale}
      role="img"
      aria-label={label}
      data-spinning={spinning}
      data-orientation={layout.orientation}
      shapeRendering="crispEdges"
    >
      <MapContent layout={layout} currentMapId={currentMapId} lookOf={lookOf} />
    </svg>
  );
}

/** Everything inside the frame; zooming and spinning change only the frame, so this stays as drawn. */
const MapContent = memo(function MapContent({
  layout,
  currentMapId,
  lookOf,
}: Pick<WorldMapDrawingProps, 'layout' | 'currentMapId' | 'lookOf'>) {
  return (
    <>
      <defs>
        <pattern id="world-map-ground" width="16" height="16" patternUnits="userSpaceOnUse">
          <rect width="16" height="16" fill={P.ink} />
          <rect x="3" y="5" width="2" height="2" fill={P.darkSlate} />
          <rect x="11" y="12" width="2" height="2" fill={P.darkSlate} />
        </pattern>
      </defs>
      <rect width={layout.width} height={layout.height} fill="url(#world-map-ground)" />
      {layout.links.map((link) => (
        <Road key={`${link.from}|${link.to}`} link={link} />
      ))}
      {layout.places.map((place) => (
        <Place
          key={place.id}
          place={place}
          current={place.id === currentMapId}
          look={lookOf(place.id)}
          layout={layout}
        />
      ))}
    </>
  );
});

function Road({ link }: { link: PlacedLink }) {
  const { x1, y1, x2, y2 } = link;
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  const base = { x: x2 - ux * ARROW_LENGTH, y: y2 - uy * ARROW_LENGTH };
  const arrow = [
    `${x2},${y2}`,
    `${base.x - uy * ARROW_HALF_WIDTH},${base.y + ux * ARROW_HALF_WIDTH}`,
    `${base.x + uy * ARROW_HALF_WIDTH},${base.y - ux * ARROW_HALF_WIDTH}`,
  ].join(' ');
  const end = link.oneWay ? base : { x: x2, y: y2 };
  return (
    <g className="world-map-road" data-from={link.from} data-to={link.to} data-one-way={link.oneWay}>
      <line x1={x1} y1={y1} x2={end.x} y2={end.y} stroke={P.night} strokeWidth={8} />
      <line
        x1={x1}
        y1={y1}
        x2={end.x}
        y2={end.y}
        stroke={P.sandLight}
        strokeWidth={4}
        strokeDasharray={link.oneWay ? '6 4' : undefined}
      />
      {link.oneWay && <polygon points={arrow} fill={P.yellow} stroke={P.night} strokeWidth={2} />}
    </g>
  );
}

function Place({
  place,
  current,
  look,
  layout,
}: {
  place: PlacedPlace;
  current: boolean;
  look: string;
  layout: WorldMapLayout;
}) {
  const { icon, label } = place;
  const picture = placePicture(look);
  const { box } = label;
  return (
    <g className="world-map-place" data-id={place.id} data-current={current || undefined}>
      {current && (
        <rect x={icon.x - 3} y={icon.y - 3} width={icon.width + 6} height={icon.height + 6} fill={P.yellow} />
      )}
      <rect x={icon.x} y={icon.y} width={icon.width} height={icon.height} fill={P.night} />
      <g transform={`translate(${icon.x + ART_SCALE} ${icon.y + ART_SCALE})`}>
        <PixelArt rows={picture.rows} palette={picture.palette} scale={ART_SCALE} />
      </g>
      <rect
        className="world-map-label"
        x={box.x + 1}
        y={box.y + 1}
        width={box.width - 2}
        height={box.height - 2}
        fill={P.night}
        stroke={current ? P.yellow : P.slate}
        strokeWidth={2}
      />
      <text
        x={box.x + box.width / 2}
        textAnchor="middle"
        fontSize={layout.fontPx}
        fill={current ? P.yellow : P.sandLight}
        className="world-map-label-text"
      >
        {label.lines.map((line, index) => (
          <tspan
            key={index}
            x={box.x + box.width / 2}
            y={box.y + LABEL_PAD_Y + layout.lineHeight * (index + 0.78)}
            textLength={line.length * layout.charPx}
            lengthAdjust="spacingAndGlyphs"
          >
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}
