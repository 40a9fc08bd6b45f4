import { useMemo, useRef, useState } from 'react';
import { MAP_MESSAGES, validateMapGraph, type MapGraphNode } from '@authentic/core';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { stepZoom, ZOOM_DEFAULT_TENTHS, ZOOM_MAX_TENTHS, ZOOM_MIN_TENTHS, zoomLabel } from '../../lib/zoom';
import { useAutoSpin, usePrefersReducedMotion, type MatchMedia, type SpinTimers } from './use-auto-spin';
import { useAvailableWidth } from './use-available-width';
import { WorldMapDrawing } from './world-map-drawing';
import { layoutWorldMap } from './world-map-layout';
import { WORLD_MAP_TEXTS } from './world-map-texts';
import { WorldMapWays } from './world-map-ways';
import './world-map.css';

export { WORLD_MAP_TEXTS };

export interface WorldMapOverlayProps {
  /** Unknown on purpose: data that fails core's validateMapGraph shows the spec's error. */
  graph: unknown;
  currentMapId: string | null;
  onClose: () => void;
  /** The look of a place (the game's biome for it), which picks its picture; a meadow unless told. */
  lookOf?: (mapId: string) => string;
  timers?: SpinTimers;
  matchMedia?: MatchMedia;
}

const MEADOW = () => 'meadow';

export function WorldMapOverlay({
  graph,
  currentMapId,
  onClose,
  lookOf = MEADOW,
  timers,
  matchMedia,
}: WorldMapOverlayProps) {
  const valid = validateMapGraph(graph).length === 0;
  return (
    <Modal title={WORLD_MAP_TEXTS.title} onClose={onClose}>
      {valid ? (
        <WorldMapView
          nodes={graph as readonly MapGraphNode[]}
          currentMapId={currentMapId}
          lookOf={lookOf}
          timers={timers}
          matchMedia={matchMedia}
        />
      ) : (
        <Notice kind="error">{MAP_MESSAGES.invalidMapData}</Notice>
      )}
    </Modal>
  );
}

interface WorldMapViewProps {
  nodes: readonly MapGraphNode[];
  currentMapId: string | null;
  lookOf: (mapId: string) => string;
  timers: SpinTimers | undefined;
  matchMedia: MatchMedia | undefined;
}

function WorldMapView({ nodes, currentMapId, lookOf, timers, matchMedia }: WorldMapViewProps) {
  const [zoomTenths, setZoomTenths] = useState(ZOOM_DEFAULT_TENTHS);
  const reducedMotion = usePrefersReducedMotion(matchMedia);
  const spinning = useAutoSpin(!reducedMotion, timers);
  const viewport = useRef<HTMLDivElement>(null);
  const width = useAvailableWidth(viewport);
  const layout = useMemo(() => layoutWorldMap(nodes, width), [nodes, width]);
  const current = nodes.find((node) => node.id === currentMapId);

  return (
    <div className="world-map">
      <div className="world-map-head">
        <div className="world-map-toolbar" role="group" aria-label={WORLD_MAP_TEXTS.zoom}>
          <button
            type="button"
            className="button"
            onClick={() => setZoomTenths((tenths) => stepZoom(tenths, -1))}
            aria-disabled={zoomTenths <= ZOOM_MIN_TENTHS}
          >
            {WORLD_MAP_TEXTS.zoomOut}
          </button>
          <output className="world-map-zoom" aria-live="polite" aria-label={WORLD_MAP_TEXTS.zoom}>
            {zoomLabel(zoomTenths)}
          </output>
          <button
            type="button"
            className="button"
            onClick={() => setZoomTenths((tenths) => stepZoom(tenths, 1))}
            aria-disabled={zoomTenths >= ZOOM_MAX_TENTHS}
          >
            {WORLD_MAP_TEXTS.zoomIn}
          </button>
        </div>
        {current && <p className="world-map-current">{WORLD_MAP_TEXTS.currentMap(current.name)}</p>}
      </div>
      <div className="world-map-viewport" ref={viewport}>
        <WorldMapDrawing
          layout={layout}
          currentMapId={currentMapId}
          lookOf={lookOf}
          scale={zoomTenths / 10}
          spinning={spinning}
          label={WORLD_MAP_TEXTS.mapLabel}
        />
      </div>
      <WorldMapWays nodes={nodes} currentMapId={currentMapId} />
    </div>
  );
}
