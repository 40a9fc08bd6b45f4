import { useState } from 'react';
import { MAP_MESSAGES, validateMapGraph, type MapGraphNode } from '@authentic/core';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import '../../styles/panels.css';
import { useAutoSpin, usePrefersReducedMotion, type MatchMedia, type SpinTimers } from './use-auto-spin';
import { stepZoom, ZOOM_DEFAULT_TENTHS, ZOOM_MAX_TENTHS, ZOOM_MIN_TENTHS, zoomLabel } from '../../lib/zoom';

/** Texts of the overlay the spec does not word (decision 0161). */
export const WORLD_MAP_TEXTS = {
  title: 'World Map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoom: 'Zoom',
  youAreHere: 'You are here',
  mapLabel: 'Map of the linked worlds',
  currentMap: (name: string): string => `You are here: ${name}`,
  nodeLabel: (name: string, current: boolean): string => (current ? `${name}, you are here` : name),
  placesLabel: 'Places and the ways between them',
  leadsTo: (names: readonly string[]): string => `Leads to ${names.join(', ')}`,
} as const;

/** Core's drawing space for the graph (map-graph.ts). */
const VIEW_WIDTH = 1000;
const VIEW_HEIGHT = 600;
const NODE_RADIUS = 18;

export interface WorldMapOverlayProps {
  /** Unknown on purpose: data that fails core's validateMapGraph shows the spec's error. */
  graph: unknown;
  currentMapId: string | null;
  onClose: () => void;
  timers?: SpinTimers;
  matchMedia?: MatchMedia;
}

export function WorldMapOverlay({ graph, currentMapId, onClose, timers, matchMedia }: WorldMapOverlayProps) {
  const valid = validateMapGraph(graph).length === 0;
  return (
    <Modal title={WORLD_MAP_TEXTS.title} onClose={onClose}>
      {valid ? (
        <WorldMapView
          nodes={graph as readonly MapGraphNode[]}
          currentMapId={currentMapId}
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
  timers: SpinTimers | undefined;
  matchMedia: MatchMedia | undefined;
}

function WorldMapView({ nodes, currentMapId, timers, matchMedia }: WorldMapViewProps) {
  const [zoomTenths, setZoomTenths] = useState(ZOOM_DEFAULT_TENTHS);
  const reducedMotion = usePrefersReducedMotion(matchMedia);
  const spinning = useAutoSpin(!reducedMotion, timers);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const current = currentMapId ? byId.get(currentMapId) : undefined;
  const scale = zoomTenths / 10;

  return (
    <div className="world-map">
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
      <div className="world-map-viewport">
        <svg
          className="world-map-svg"
          viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
          role="list"
          aria-label={WORLD_MAP_TEXTS.mapLabel}
          style={{ width: `${scale * 100}%` }}
          data-spinning={spinning}
        >
          <g className="world-map-links" aria-hidden="true">
            {nodes.flatMap((node) =>
              node.connections.map((target) => {
                const to = byId.get(target);
                return to ? <line key={`${node.id}-${target}`} x1={node.x} y1={node.y} x2={to.x} y2={to.y} /> : null;
              }),
            )}
          </g>
          {nodes.map((node) => {
            const isCurrent = node.id === currentMapId;
            return (
              <g
                key={node.id}
                role="listitem"
                aria-label={WORLD_MAP_TEXTS.nodeLabel(node.name, isCurrent)}
                aria-current={isCurrent ? 'location' : undefined}
                className={`world-map-node world-map-node-${node.type ?? 'map'}${isCurrent ? ' is-current' : ''}`}
              >
                <circle cx={node.x} cy={node.y} r={NODE_RADIUS} />
                <text x={node.x} y={node.y + NODE_RADIUS + 16} textAnchor="middle" aria-hidden="true">
                  {node.name}
                </text>
                {isCurrent && (
                  <text x={node.x} y={node.y - NODE_RADIUS - 8} textAnchor="middle" aria-hidden="true">
                    {WORLD_MAP_TEXTS.youAreHere}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <PlacesList nodes={nodes} byId={byId} currentMapId={currentMapId} />
    </div>
  );
}

/**
 * The same graph as a list, for small screens where the drawing's labels are too small to read
 * (issue 12): each place, whether you are there, and where its ways lead. Hidden by CSS on wide screens.
 */
function PlacesList({
  nodes,
  byId,
  currentMapId,
}: {
  nodes: readonly MapGraphNode[];
  byId: ReadonlyMap<string, MapGraphNode>;
  currentMapId: string | null;
}) {
  return (
    <ul className="world-map-places" aria-label={WORLD_MAP_TEXTS.placesLabel}>
      {nodes.map((node) => {
        const isCurrent = node.id === currentMapId;
        const targets = node.connections.flatMap((id) => byId.get(id)?.name ?? []);
        return (
          <li
            key={node.id}
            className={isCurrent ? 'is-current' : undefined}
            aria-current={isCurrent ? 'location' : undefined}
          >
            <strong>{node.name}</strong>
            {isCurrent && <span className="world-map-places-here"> · {WORLD_MAP_TEXTS.youAreHere}</span>}
            {targets.length > 0 && <span className="world-map-places-ways">{WORLD_MAP_TEXTS.leadsTo(targets)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
