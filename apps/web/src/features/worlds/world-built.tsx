import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../../lib/auth-provider';
import { fetchWorldPlay, worldPlayKey } from '../../lib/world-play-api';
import { ReportButton } from '../../ui/report-button';
import { worldBuiltSummary } from './world-built-summary';
import { WORLD_PAGE_TEXTS as T } from './world-page-texts';

/**
 * What the world's builder made, read from the version players walk (the game's own /play answer):
 * its maps with their sizes, the portals between them and out to the main world, and the NPCs placed.
 * Shown only once a version is published; plain headings and lists, for screen readers and phones.
 */
export function WorldBuilt({ worldId, creatorId = null }: { worldId: string; creatorId?: string | null }) {
  const { user } = useAuth();
  // Players report a world's art as they report the world: signed in, and not its maker.
  const canReport = user !== null && creatorId !== null && user.id !== creatorId;
  const play = useQuery({ queryKey: worldPlayKey(worldId), queryFn: () => fetchWorldPlay(worldId), retry: false });
  const summary = useMemo(() => (play.data ? worldBuiltSummary(play.data.doc) : null), [play.data]);
  if (!play.data || play.data.version === 0 || !summary) return null;
  return (
    <section className="panel world-built" aria-labelledby="world-built-title">
      <h2 id="world-built-title">{T.built}</h2>
      <p className="world-built-version">{T.builtVersion(play.data.version)}</p>
      <h3 id="world-built-maps">{T.builtMaps(summary.maps.length)}</h3>
      <ul className="world-built-list" aria-labelledby="world-built-maps">
        {summary.maps.map((map) => (
          <li key={map.id}>
            <span className="world-built-name">{map.name}</span> {T.mapSize(map.width, map.height)}
          </li>
        ))}
      </ul>
      <h3 id="world-built-portals">{T.builtPortals}</h3>
      {summary.portals.length === 0 ? (
        <p>{T.noBuiltPortals}</p>
      ) : (
        <ul className="world-built-list" aria-labelledby="world-built-portals">
          {summary.portals.map((portal) => (
            <li key={`${portal.from}\n${portal.to}`}>{T.portalBetween(portal.from, portal.to)}</li>
          ))}
        </ul>
      )}
      <h3 id="world-built-npcs">{T.builtNpcs}</h3>
      {summary.npcs.length === 0 ? (
        <p>{T.noBuiltNpcs}</p>
      ) : (
        <ul className="world-built-list" aria-labelledby="world-built-npcs">
          {summary.npcs.map((npc) => (
            <li key={npc.key}>{T.npcOnMap(npc.name, npc.mapName)}</li>
          ))}
        </ul>
      )}
      {(play.data.doc.tilesets ?? []).length > 0 && (
        <>
          <h3 id="world-built-tilesets">{T.builtTilesets}</h3>
          <ul className="world-built-list world-built-tilesets" aria-labelledby="world-built-tilesets">
            {(play.data.doc.tilesets ?? []).map((tileset) => (
              <li key={tileset.id}>
                <img
                  className="world-built-tileset"
                  src={tileset.url}
                  alt={T.tilesetImage(tileset.name)}
                  loading="lazy"
                />
                <span className="world-built-name">{tileset.name}</span>
                {canReport && (
                  <ReportButton kind="tileset" target={tileset.id} targetLabel={T.reportTileset(tileset.name)} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
