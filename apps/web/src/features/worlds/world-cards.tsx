import { BUILT_IN_ARTIFACTS, NPC_CATALOGUE_IDS, type World } from '@authentic/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { WORLDS_TEXTS } from './worlds-texts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The built-in world: its artifact and NPC counts come from core's catalogues. */
export function MainWorldCard() {
  return (
    <Link to={paths.game} className="dashboard-card world-card main-world-card">
      <h3>{WORLDS_TEXTS.mainWorld}</h3>
      <p>{WORLDS_TEXTS.mainWorldText}</p>
      <p className="world-counts">
        {count(BUILT_IN_ARTIFACTS.length, 'artifact', 'artifacts')} · {count(NPC_CATALOGUE_IDS.length, 'NPC', 'NPCs')}
      </p>
    </Link>
  );
}

/** A card of the signed-in player's own world: the card opens the world page, 'Edit world' the builder (issue 25). */
export function DevelopmentWorldCard({ world }: { world: World }) {
  const titleId = `world-card-title-${world._id}`;
  return (
    <li className="world-card-item">
      <Link to={paths.world(world._id)} className="dashboard-card world-card">
        <h3 id={titleId}>{world.name}</h3>
        <p>{world.description}</p>
        <p className="world-counts">
          {count(world.games.length, 'game', 'games')} · {count(world.npcs.length, 'NPC', 'NPCs')} ·{' '}
          {count(world.artifacts.length, 'artifact', 'artifacts')}
        </p>
        <span className={`world-visibility ${world.isPublic ? 'is-public' : 'is-private'}`}>
          {world.isPublic ? WORLDS_TEXTS.public : WORLDS_TEXTS.private}
        </span>
      </Link>
      {/* Beside the card, not in it: a link inside a link is not allowed. Its name stays 'Edit world'; the card's title describes it. */}
      <Link to={paths.worldEdit(world._id)} className="button world-card-edit" aria-describedby={titleId}>
        {WORLDS_TEXTS.editWorld}
      </Link>
    </li>
  );
}
