import { useQuery } from '@tanstack/react-query';
import { ARTIFACT_GAME_MESSAGES } from '@authentic/core';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { ARTIFACTS_STALE_MS, artifactKeys, getInventory } from './artifacts-api';
import { IN_GAME_TEXTS } from './in-game/in-game-texts';
import './artifacts.css';

/**
 * What the player carries, read only: the nav bar's Inventory away from the game screen (the world
 * page). Placing and dropping need a place on a map, so they stay with the game's inventory panel.
 */
export function CarriedArtifactsDialog({ onClose }: { onClose: () => void }) {
  // The game's inventory uses the same key, so a visit to either screen fills the other.
  const inventory = useQuery({
    queryKey: artifactKeys.inventory,
    queryFn: getInventory,
    staleTime: ARTIFACTS_STALE_MS,
  });

  return (
    <Modal title={IN_GAME_TEXTS.inventoryTitle} onClose={onClose}>
      {inventory.isPending && <p role="status">{ARTIFACT_GAME_MESSAGES.inventoryLoading}</p>}
      {inventory.isError && <Notice kind="error">{inventory.error.message}</Notice>}
      {inventory.isSuccess && inventory.data.length === 0 && <p>{ARTIFACT_GAME_MESSAGES.inventoryEmpty}</p>}
      {inventory.isSuccess && inventory.data.length > 0 && (
        <ul className="carried-artifacts">
          {inventory.data.map((artifact) => (
            <li key={artifact.id}>
              <h3>{artifact.name}</h3>
              {artifact.description && <p>{artifact.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
