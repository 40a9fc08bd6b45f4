import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { World } from '@authentic/core';
import { useAuth } from '../lib/auth-provider';
import { biomeForMapType } from '../lib/render/art/biome-for-map';
import { TileMapPicture } from '../features/game/render/tile-map-picture';
import { LikeButton } from '../features/explore/like-button';
import { WorldSafety } from '../features/moderation/world-safety';
import { WorldPage, type WorldPageLinks } from '../features/worlds/world-page';
import type { RenderWorldMap } from '../features/worlds/world-map-panel';
import { paths } from '../lib/paths';
import { WorldNavPanels } from './world-nav-panels';

/** 'main' is the game's own main world; any other target is a player's world, seen first on its page (decision 0217). */
const links: WorldPageLinks = {
  dashboard: paths.dashboard,
  play: paths.worldPlay,
  edit: paths.worldEdit,
  portal: (portal) => (portal.targetWorldId === 'main' ? paths.game : paths.world(portal.targetWorldId)),
};

/** Moderation's part of a world's page: why it is hidden, and Report. */
const renderSafety = (world: World) => <WorldSafety world={world} />;

/** The world page draws its map in the game's tile art; the two features meet here, not in each other. */
const renderMap: RenderWorldMap = ({ mapType, mapData, npcs }) => (
  <TileMapPicture mapData={mapData} npcs={npcs} biome={biomeForMapType(mapType)} />
);

/** /world/{id}, for guests too (issue 34): the world page, and the nav bar's Inventory and Quotes while it shows. */
export function WorldRoute() {
  const { id = '' } = useParams();
  const viewerId = useAuth().user?.id ?? null;
  // Explore's like button on the world's page: the two features meet here.
  const renderLikes = useCallback(
    (world: World) => (
      <LikeButton
        key={`${world.id} ${viewerId}`}
        worldId={world.id}
        worldName={world.name}
        liked={world.liked}
        likes={world.likes}
        viewerId={viewerId}
        ownerId={world.creator?.id ?? ''}
      />
    ),
    [viewerId],
  );
  return (
    <>
      {/* Keyed by id: another world starts with its own zoom and conversations. */}
      <WorldPage
        key={id}
        worldId={id}
        renderMap={renderMap}
        links={links}
        viewerId={viewerId}
        renderLikes={renderLikes}
        renderSafety={renderSafety}
      />
      <WorldNavPanels />
    </>
  );
}
