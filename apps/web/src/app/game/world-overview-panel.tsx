import { Link } from 'react-router';
import { NPC_CATALOGUE, type Position, type World, type WorldDocMap } from '@authentic/core';
import { InviteLink } from '../../ui/invite-link';
import { Modal } from '../../ui/modal';
import { paths } from '../../lib/paths';

export interface WorldOverviewPanelProps {
  world: World;
  /** The map of the world's document the player is on. */
  map: WorldDocMap;
  position: Position;
  /** Who is playing (null: a guest): the owner of a private world reads why it has no invite link. */
  viewerId: string | null;
  onClose: () => void;
}

/**
 * In a player-made world the World Map button (M) shows the map the player is on at a glance:
 * instead of the main world's graph it tells where things are (decision 0216), and offers the
 * world's invite link (issue 34).
 */
export function WorldOverviewPanel({ world, map, position, viewerId, onClose }: WorldOverviewPanelProps) {
  const cell = (at: Position) => `row ${at.y}, column ${at.x}`;
  const exits = map.portals.filter((portal) => portal.to === 'exit');
  return (
    <Modal title={world.name} onClose={onClose}>
      <p>{world.description}</p>
      <dl className="world-overview">
        <dt>Weather</dt>
        <dd>
          {world.weather.temperature}°C, {world.weather.condition}
        </dd>
        <dt>You are at</dt>
        <dd>{cell(position)}</dd>
        <dt>Way home</dt>
        <dd>
          {exits.length > 0
            ? `The portal at ${exits.map(cell).join(' or ')} leads back to the Main World (press Space, or tap Portal, on it).`
            : 'The way back to the Main World is on another map of this world.'}
        </dd>
        <dt>Characters</dt>
        <dd>
          <ul>
            {map.npcs.map((npc, index) => (
              <li key={`${npc.npcId}-${index}`}>
                {NPC_CATALOGUE[npc.npcId]?.name ?? npc.npcId}, at {cell(npc)}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <InviteLink
        worldId={world.id}
        visibility={world.visibility}
        isOwner={viewerId !== null && world.creator?.id === viewerId}
      />
      <div className="button-row">
        <Link to={paths.world(world.id)} className="button">
          Open the world page
        </Link>
        <button type="button" className="button button-primary" onClick={onClose}>
          Back to the game
        </button>
      </div>
    </Modal>
  );
}
