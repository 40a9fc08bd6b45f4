import { WORLD_MESSAGES } from '@authentic/core';
import { Notice } from '../../ui/notice';
import { useMyWorlds } from '../../lib/use-my-worlds';
import { DevelopmentWorldCard } from './world-cards';
import './worlds.css';
import { WORLDS_TEXTS } from './worlds-texts';

export interface YourWorldsListProps {
  /** The list's accessible name. */
  label: string;
  /** The line shown while the player has no world. */
  emptyText: string;
}

/** The signed-in player's worlds as cards linking to /world/{id}, e.g. for the home page's Your Worlds. */
export function YourWorldsList({ label, emptyText }: YourWorldsListProps) {
  const worlds = useMyWorlds();
  if (worlds.isPending) return <p role="status">{WORLDS_TEXTS.loadingWorlds}</p>;
  if (worlds.isError) return <Notice kind="error">{WORLD_MESSAGES.loadFailed}</Notice>;
  if (worlds.data.length === 0) return <p className="worlds-empty">{emptyText}</p>;
  return (
    <ul className="world-grid" aria-label={label}>
      {worlds.data.map((world) => (
        <DevelopmentWorldCard key={world._id} world={world} />
      ))}
    </ul>
  );
}
