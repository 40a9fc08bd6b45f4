import { ARTIFACT_GAME_MESSAGES, REWARD_MESSAGES, artifactDiscoveryHints, formatMessage } from '@authentic/core';
import { IN_GAME_TEXTS } from './in-game-texts';
import './in-game.css';

export interface DiscoveryArtifact {
  id: string;
  name: string;
  /** Its cell on the current map. */
  position: { x: number; y: number };
  /** Its creator is the current character: the 'Your Artifact' badge shows (spec 02 §6). */
  mine: boolean;
}

export interface ArtifactDiscoveryPanelProps {
  /** The artifacts lying on the current map; the panel picks those within 3 tiles. */
  artifacts: readonly DiscoveryArtifact[];
  /** The character's cell. */
  position: { x: number; y: number };
  onInteract: (id: string) => void;
}

/** Core's hints match artifacts to a map by name; everything passed here is on the current map already. */
const CURRENT_MAP = 'current';

/**
 * The Artifact Discovery panel (spec 02 §2, §4, §6, §9; decision 0194): the count of artifacts within
 * 3 tiles and one hint each, nearest first, with Interact when standing on one. It is a region, not a
 * dialog: it never takes focus, and its wrapper stays in the page so screen readers announce changes.
 */
export function ArtifactDiscoveryPanel({ artifacts, position, onInteract }: ArtifactDiscoveryPanelProps) {
  const hints = artifactDiscoveryHints(
    position,
    CURRENT_MAP,
    artifacts.map((artifact) => ({ ...artifact, mapId: CURRENT_MAP, location: artifact.position })),
  );

  return (
    <div className="artifact-discovery-live" aria-live="polite">
      {hints.length > 0 && (
        <section className="panel artifact-discovery" aria-label={IN_GAME_TEXTS.discoveryLabel}>
          <p className="artifact-discovery-count">
            {formatMessage(ARTIFACT_GAME_MESSAGES.discoveryCount, { count: hints.length })}
          </p>
          <ul className="artifact-discovery-list">
            {hints.map(({ artifact, hint, canInteract }) => (
              <li key={artifact.id} className="artifact-discovery-hint">
                <span>{hint}</span>
                {artifact.mine && <span className="artifact-badge">{REWARD_MESSAGES.yourArtifact}</span>}
                {canInteract && (
                  <button
                    type="button"
                    className="button"
                    aria-label={IN_GAME_TEXTS.interactWith(artifact.name)}
                    onClick={() => onInteract(artifact.id)}
                  >
                    {IN_GAME_TEXTS.interact}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
