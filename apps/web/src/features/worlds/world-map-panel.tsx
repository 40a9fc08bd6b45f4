import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Position } from '@authentic/core';
import { stepZoom, ZOOM_DEFAULT_TENTHS, ZOOM_MAX_TENTHS, ZOOM_MIN_TENTHS, zoomPercent } from '../../lib/zoom';
import type { WorldNpc } from './world-layout';
import { WORLD_PAGE_TEXTS } from './world-page-texts';

/** What the map-drawing slot gets: it fills the box it is put in; the page sizes the box for the zoom. */
export interface WorldMapArtProps {
  mapData: readonly (readonly number[])[];
  npcs: readonly { id: string; type: string | null; position: Position }[];
}

/** Draws the tiles (app/ passes the game's tile art, so this feature does not reach into the game). */
export type RenderWorldMap = (props: WorldMapArtProps) => ReactNode;

/** One tile at 100%: 20 × 15 tiles make 640 × 480, and 50% fits a phone without scrolling. */
const BASE_TILE_PX = 32;

export interface WorldMapPanelProps {
  worldName: string;
  mapData: readonly (readonly number[])[];
  npcs: readonly WorldNpc[];
  portals: readonly { position: Position; label: string }[];
  renderMap: RenderWorldMap;
}

/** The world's map in a scrollable viewport, with zoom buttons and +/- keys (0.5–2, steps of 0.1). */
export function WorldMapPanel({ worldName, mapData, npcs, portals, renderMap }: WorldMapPanelProps) {
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
  const at = ({ x, y }: Position) => ({ left: `${((x + 0.5) / cols) * 100}%`, top: `${(y / rows) * 100}%` });

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
        <div className="world-page-map" style={{ width: cols * tilePx, height: rows * tilePx }} aria-hidden="true">
          {renderMap({ mapData, npcs: placed })}
          {npcs.map(
            (npc) =>
              npc.position && (
                <span key={npc.id} className="world-page-map-marker" style={at(npc.position)}>
                  {npc.name}
                </span>
              ),
          )}
          {portals.map((portal) => (
            <span
              key={`${portal.position.x},${portal.position.y}`}
              className="world-page-map-marker is-portal"
              style={at(portal.position)}
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
