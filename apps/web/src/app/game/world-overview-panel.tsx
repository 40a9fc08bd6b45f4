import { Link } from 'react-router';
import type { GeneratedWorldMap, Position, World } from '@authentic/core';
import { Modal } from '../../ui/modal';
import { paths } from '../paths';

export interface WorldOverviewPanelProps {
  world: World;
  map: GeneratedWorldMap;
  position: Position;
  onClose: () => void;
}

/**
 * In a player-made world the World Map button (M) shows this world at a glance: there is one map,
 * so instead of the main world's graph it tells where things are (decision 0216).
 */
export function WorldOverviewPanel({ world, map, position, onClose }: WorldOverviewPanelProps) {
  const cell = (at: Position) => `row ${at.y}, column ${at.x}`;
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
          The portal at {cell(map.returnPortal)} leads back to the Main World (press Space, or tap Portal, on it).
        </dd>
        <dt>Characters</dt>
        <dd>
          <ul>
            {map.npcs.map((npc) => (
              <li key={npc.id}>
                {npc.name}, at {cell(npc.position)}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
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
