import { useState } from 'react';
import { ARTIFACT_GAME_MESSAGES, ARTIFACT_MESSAGES, formatMessage } from '@authentic/core';
import { Modal } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';
import { IN_GAME_TEXTS } from './in-game-texts';
import './in-game.css';

export interface PlacementDialogProps {
  artifact: { name: string };
  /** The character's cell, where 'Place here' puts it. */
  position: { x: number; y: number };
  mapLabel: string;
  /** Drops the artifact at the character's cell. A promise shows Saving... and, if it rejects, the drop failure. */
  onPlaceHere: () => void | Promise<void>;
  /** Keeps it in the inventory; onClose follows. */
  onKeep: () => void;
  onClose: () => void;
}

/**
 * The artifact placement dialog (spec 01 §2 and §4; decision 0193): opened after a pickup and by the
 * inventory's Place. Both answers end with onClose: after onKeep, and after onPlaceHere succeeded.
 */
export function PlacementDialog({ artifact, position, mapLabel, onPlaceHere, onKeep, onClose }: PlacementDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const placeHere = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onPlaceHere();
    } catch {
      setBusy(false);
      setFailed(true);
      return;
    }
    setBusy(false);
    onClose();
  };

  return (
    <Modal title={IN_GAME_TEXTS.placementTitle} onClose={onClose}>
      <p className="placement-question">
        {formatMessage(ARTIFACT_GAME_MESSAGES.placementQuestion, {
          name: artifact.name,
          map: mapLabel,
          x: position.x,
          y: position.y,
        })}
      </p>
      {failed && <Notice kind="error">{ARTIFACT_MESSAGES.dropFailed}</Notice>}
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void placeHere()}>
          {busy ? ARTIFACT_GAME_MESSAGES.saving : IN_GAME_TEXTS.placeHere}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            onKeep();
            onClose();
          }}
        >
          {IN_GAME_TEXTS.keep}
        </button>
      </div>
    </Modal>
  );
}
