import { useId } from 'react';
import { isMapLinkWay, type MapGraphNode } from '@authentic/core';
import { WORLD_MAP_TEXTS } from './world-map-texts';

/**
 * Every link on the map as text, 'From → To' and how it is walked: what a screen reader reads and
 * what a tap-sized phone screen can always show. The links leaving where you are stand out.
 */
export function WorldMapWays({ nodes, currentMapId }: { nodes: readonly MapGraphNode[]; currentMapId: string | null }) {
  const headingId = useId();
  const nameOf = new Map(nodes.map((node) => [node.id, node.name]));
  // The ways come with data checked only for its links: anything but a list of known ways is left out.
  const waysOf = (node: MapGraphNode, target: string): string[] => {
    const ways: unknown = node.ways?.[target];
    return Array.isArray(ways) ? ways.filter(isMapLinkWay).map((way) => WORLD_MAP_TEXTS.ways[way]) : [];
  };
  return (
    <section className="world-map-ways" aria-labelledby={headingId}>
      <h3 id={headingId}>{WORLD_MAP_TEXTS.waysHeading}</h3>
      <p className="world-map-ways-note">{WORLD_MAP_TEXTS.waysNote}</p>
      <ul aria-labelledby={headingId}>
        {nodes.flatMap((node) =>
          node.connections.map((target) => {
            const ways = waysOf(node, target);
            return (
              <li key={`${node.id}|${target}`} className={node.id === currentMapId ? 'is-here' : undefined}>
                <span className="world-map-way-link">
                  {WORLD_MAP_TEXTS.link(node.name, nameOf.get(target) ?? target)}
                </span>
                {ways.length > 0 && <span className="world-map-way-how">{WORLD_MAP_TEXTS.by(ways)}</span>}
              </li>
            );
          }),
        )}
      </ul>
    </section>
  );
}
