import { useEffect, useEffectEvent, useState } from 'react';
import { ACCOUNT_DATA_MESSAGES, ARTIFACT_GAME_MESSAGES, ARTIFACT_MESSAGES, formatMessage } from '@authentic/core';
import { ReportButton } from '../../../ui/report-button';
import { IN_GAME_TEXTS } from './in-game-texts';
import './in-game.css';

/** Spec 01 §4 and §9: details show for 5 s after a click. */
export const ARTIFACT_DETAILS_MS = 5000;

export interface ArtifactDetailsPopoverProps {
  /** A server artifact (creator with a username) or a built-in one (no creator). */
  artifact: { id: string; name: string; description?: string | null; creator?: { username: string } | null };
  /** Called once after 5 s, or when the player closes it; the caller stops rendering it. */
  onDone: () => void;
  /** A signed-in player looking at someone else's server artifact may report it (issue 23). */
  reportable?: boolean;
  /** One's own artifact underfoot may be taken back into the inventory (P on a keyboard; this on a phone). */
  onPickUp?: () => void;
}

/**
 * The details of a clicked artifact: name, description and creator for 5 s (decision 0194). A polite
 * status, not a dialog, so the game keeps the keyboard. A new artifact restarts the 5 s.
 */
export function ArtifactDetailsPopover({
  artifact,
  onDone,
  reportable = false,
  onPickUp,
}: ArtifactDetailsPopoverProps) {
  // An effect event, so a parent passing a new onDone each render does not restart the timer.
  const done = useEffectEvent(() => onDone());
  // While the report dialog is open the details stay; closing it gives them 5 s more.
  const [reporting, setReporting] = useState(false);

  useEffect(() => {
    if (reporting) return;
    const timer = setTimeout(() => done(), ARTIFACT_DETAILS_MS);
    return () => clearTimeout(timer);
  }, [artifact.id, reporting]);

  // No creator field at all: a built-in artifact. A null creator: the account was deleted (decision 0257).
  const creator =
    artifact.creator === undefined
      ? ARTIFACT_GAME_MESSAGES.builtInCreator
      : formatMessage(ARTIFACT_GAME_MESSAGES.createdBy, {
          name: artifact.creator?.username ?? ACCOUNT_DATA_MESSAGES.formerPlayer,
        });

  return (
    <aside className="panel artifact-details" role="status" aria-label={IN_GAME_TEXTS.detailsLabel}>
      <div className="artifact-details-header">
        <h3>{artifact.name}</h3>
        <button type="button" className="modal-close" aria-label={IN_GAME_TEXTS.close} onClick={onDone}>
          ×
        </button>
      </div>
      <p>{artifact.description?.trim() ? artifact.description : ARTIFACT_MESSAGES.noDescription}</p>
      {creator && <p className="artifact-details-creator">{creator}</p>}
      {onPickUp && (
        <button type="button" className="button" onClick={onPickUp}>
          {IN_GAME_TEXTS.pickUp}
        </button>
      )}
      {reportable && (
        <ReportButton kind="artifact" target={artifact.id} targetLabel={artifact.name} onOpenChange={setReporting} />
      )}
    </aside>
  );
}
