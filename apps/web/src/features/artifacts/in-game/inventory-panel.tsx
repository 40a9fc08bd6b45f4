import type { ReactNode } from 'react';
import { ARTIFACT_GAME_MESSAGES } from '@authentic/core';
import { Modal } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';
import { IN_GAME_TEXTS } from './in-game-texts';
import {
  BuiltInItemCard,
  ServerItemCard,
  type BuiltInInventoryItem,
  type InventoryActions,
  type InventoryItem,
  type ServerInventoryItem,
} from './inventory-item-card';
import './in-game.css';

export type { BuiltInInventoryItem, InventoryActions, InventoryItem, ServerInventoryItem };

export interface InventoryPanelProps extends InventoryActions {
  items: readonly InventoryItem[];
  loading: boolean;
  /** A load failure, shown above whatever is listed. */
  error?: string;
  onClose: () => void;
  /** More of what the player carries, from other features (quest badges). */
  extra?: ReactNode;
}

/**
 * The game's inventory (spec 01 §2 and §4; decision 0192): carried artifacts with their actions, then
 * the collection of built-in keepsakes. Escape closes it (Modal).
 */
export function InventoryPanel({ items, loading, error, onClose, extra, ...actions }: InventoryPanelProps) {
  const carried = items.filter((item): item is ServerInventoryItem => item.kind === 'server');
  const keepsakes = items.filter((item): item is BuiltInInventoryItem => item.kind === 'builtIn');
  const empty = !loading && !error && items.length === 0;

  return (
    <Modal title={IN_GAME_TEXTS.inventoryTitle} onClose={onClose}>
      <div className="inventory-panel">
        {loading && <p role="status">{ARTIFACT_GAME_MESSAGES.inventoryLoading}</p>}
        {error && <Notice kind="error">{error}</Notice>}
        {empty && <p className="inventory-empty">{ARTIFACT_GAME_MESSAGES.inventoryEmpty}</p>}
        {carried.length > 0 && (
          <section aria-label={IN_GAME_TEXTS.carried}>
            <h3>{IN_GAME_TEXTS.carried}</h3>
            <ul className="inventory-list">
              {carried.map((item) => (
                <li key={item.artifact.id}>
                  <ServerItemCard item={item} actions={actions} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {keepsakes.length > 0 && (
          <section aria-label={IN_GAME_TEXTS.collection}>
            <h3>{IN_GAME_TEXTS.collection}</h3>
            <ul className="inventory-list">
              {keepsakes.map((item) => (
                <li key={item.artifact.id}>
                  <BuiltInItemCard item={item} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {extra}
      </div>
    </Modal>
  );
}
