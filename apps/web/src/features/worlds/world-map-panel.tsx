import { useId, useMemo, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { MapType, Position } from '@authentic/core';
import { stepZoom, ZOOM_DEFAULT_TENTHS, ZOOM_MAX_TENTHS, ZOOM_MIN_TENTHS, zoomPercent } from '../../lib/zoom';
import type { WorldNpc } from './world-layout';
import { WORLD_PAGE_TEXTS } from './world-page-texts';

/** What the map-drawing slot gets: it fills the box it is put in; the page sizes the box for the zoom. */
export interface WorldMapArtProps {
  /** The world's type, so the art can draw its biome. */
  mapType: MapType;
  mapData: readonly (readonly number[])[];
  npcs: readonly { id: string; type: string | null; position: Position }[];
}

/** Draws the tiles (app/ passes the game's tile art, so this feature does not reach into the game). */
export type RenderWorldMap = (props: WorldMapArtProps) => ReactNode;

/** One tile at 100%: 20 × 15 tiles make 600 × 450, and 50% (300 wide) fits a phone without scrolling. */
const BASE_TILE_PX = 30;
/** Name tags show from 80% up. */
const TAGS_FROM_TENTHS = 8;

export interface WorldMapPanelProps {
  worldName: string;
  mapType: MapType;
  mapData: readonly (readonly number[])[];
  npcs: readonly WorldNpc[];
  portals: readonly { position: Position; label: string }[];
  renderMap: RenderWorldMap;
}

/** The world's map in a scrollable viewport, with zoom buttons and +/- keys (0.5–2, steps of 0.1). */
export function WorldMapPanel({ worldName, mapType, mapData, npcs, portals, renderMap }: WorldMapPanelProps) {
  const [tenths, setTenths] = useState(ZOOM_DEFAULT_TENTHS);
  const headingId = useId();
  const hintId = useId();
  const rows = mapData.length;
  const cols = Math.max(0, ...mapData.map((row) => row.length));
  const tilePx = (BASE_TILE_PX * tenths) / 10;
  // Memoised so the picture only redraws when the map or its characters change, not on every zoom.
  const placed = useMemo(
    () => npcs.flatMap((npc) => (npc.position ? [{ id: npc.id, type: npc.type, position: npc.position }] : [])),
    [npcs],
  );
  const zoom = (direction: 1 | -1) => setTenths((value) => stepZoom(value, direction));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoom(1);
    else if (event.key === '-' || event.key === '_') zoom(-1);
    else return;
    event.preventDefault();
  };

  // Markers sit in tile units as percentages, so they follow the zoom without measuring anything.
  // Tags near an edge hang inwards, so they never stick out of the map.
  const at = ({ x, y }: Position) => {
    const edge = x < 2 ? 'start' : x >= cols - 2 ? 'end' : 'middle';
    const left = { start: x, middle: x + 0.5, end: x + 1 }[edge];
    return { style: { left: `${(left / cols) * 100}%`, top: `${(y / rows) * 100}%` }, edge };
  };

  return (
    <section className="panel world-page-map-panel" aria-labelledby={headingId}>
      <div className="world-page-map-header">
        <h2 id={headingId}>{WORLD_PAGE_TEXTS.map}</h2>
        <div className="world-page-toolbar" role="group" aria-label={WORLD_PAGE_TEXTS.zoom}>
          <button type="button" className="button" aria-disabled={tenths <= ZOOM_MIN_TENTHS} onClick={() => zoom(-1)}>
            {WORLD_PAGE_TEXTS.zoomOut}
          </button>
          <output className="world-page-zoom" aria-live="polite" aria-label={WORLD_PAGE_TEXTS.zoom}>
            {zoomPercent(tenths)}
          </output>
          <button type="button" className="button" aria-disabled={tenths >= ZOOM_MAX_TENTHS} onClick={() => zoom(1)}>
            {WORLD_PAGE_TEXTS.zoomIn}
          </button>
        </div>
      </div>
      {/* Focusable so the keyboard can scroll it and use +/-; named so focus says what it is. */}
      <div
        className="world-page-map-viewport"
        tabIndex={0}
        role="region"
        aria-label={WORLD_PAGE_TEXTS.mapOf(worldName)}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        <div
          className="world-page-map"
          style={{ width: cols * tilePx, height: rows * tilePx, '--tile': `${tilePx}px` } as CSSProperties}
          // Zoomed far out, name tags would cover each other and the map; the lists still name everyone.
          data-tags={tenths >= TAGS_FROM_TENTHS}
          aria-hidden="true"
        >
          {renderMap({ mapType, mapData, npcs: placed })}
          {npcs.map(
            (npc) =>
              npc.position && (
                <span key={npc.id} className="world-page-map-marker" {...markerProps(at(npc.position))}>
                  {npc.name}
                </span>
              ),
          )}
          {portals.map((portal) => (
            <span
              key={`${portal.position.x},${portal.position.y}`}
              className="world-page-map-marker is-portal"
              {...markerProps(at(portal.position))}
            >
              {portal.label}
            </span>
          ))}
        </div>
      </div>
      <p id={hintId} className="world-page-map-hint">
        {WORLD_PAGE_TEXTS.zoomHint}
      </p>
    </section>
  );
}

function markerProps({ style, edge }: { style: CSSProperties; edge: string }) {
  return { style, 'data-edge': edge };
}
