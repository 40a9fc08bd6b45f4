import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NPC_CATALOGUE, type Position, type World, type WorldDocMap } from '@authentic/core';
import { InviteLink } from '../../ui/invite-link';
import { Modal } from '../../ui/modal';
import { paths } from '../../lib/paths';
import { WORLD_GAME_TEXTS } from './world-play-texts';

export interface WorldOverviewPanelProps {
  world: World;
  /** The map of the world's document the player is on. */
  map: WorldDocMap;
  position: Position;
  /** Who is playing (null: a guest): the owner of a private world reads why it has no invite link. */
  viewerId: string | null;
  /** The world's story: this player's quests done and items (features/stories), when it has one. */
  story?: ReactNode;
  onClose: () => void;
}

/**
 * In a player-made world the World Map button (M) shows the map the player is on at a glance:
 * instead of the main world's graph it tells where things are (decision 0216), and offers the
 * world's invite link (issue 34).
 */
export function WorldOverviewPanel({ world, map, position, viewerId, story, onClose }: WorldOverviewPanelProps) {
  const cell = (at: Position) => WORLD_GAME_TEXTS.cell(at.y, at.x);
  const exits = map.portals.filter((portal) => portal.to === 'exit');
  return (
    <Modal title={world.name} onClose={onClose}>
      <p>{world.description}</p>
      <dl className="world-overview">
        <dt>{WORLD_GAME_TEXTS.weather}</dt>
        <dd>{WORLD_GAME_TEXTS.weatherNow(world.weather.temperature, world.weather.condition)}</dd>
        <dt>{WORLD_GAME_TEXTS.youAreAt}</dt>
        <dd>{cell(position)}</dd>
        <dt>{WORLD_GAME_TEXTS.wayHome}</dt>
        <dd>
          {exits.length > 0
            ? WORLD_GAME_TEXTS.exitsHere(exits.map(cell).join(WORLD_GAME_TEXTS.or))
            : WORLD_GAME_TEXTS.exitElsewhere}
        </dd>
        <dt>{WORLD_GAME_TEXTS.characters}</dt>
        <dd>
          <ul>
            {map.npcs.map((npc, index) => (
              <li key={`${npc.npcId}-${index}`}>
                {WORLD_GAME_TEXTS.npcAt(npc.name ?? NPC_CATALOGUE[npc.npcId]?.name ?? npc.npcId, cell(npc))}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {story}
      <InviteLink
        worldId={world.id}
        visibility={world.visibility}
        isOwner={viewerId !== null && world.creator?.id === viewerId}
      />
      <div className="button-row">
        <Link to={paths.world(world.id)} className="button">
          {WORLD_GAME_TEXTS.openWorldPage}
        </Link>
        <button type="button" className="button button-primary" onClick={onClose}>
          {WORLD_GAME_TEXTS.backToGame}
        </button>
      </div>
    </Modal>
  );
}
