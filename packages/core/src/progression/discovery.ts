/** Spec 01 §4: experience for finding an artifact. */
export const DISCOVERY_EXPERIENCE = { first: 15, revisit: 2 } as const;

export interface ArtifactDiscoveryResult {
  firstTime: boolean;
  experience: number;
  /** Ids of the artifacts discovered so far, this one included. */
  discovered: readonly string[];
}

export function discoverArtifact(discovered: readonly string[], artifactId: string): ArtifactDiscoveryResult {
  if (discovered.includes(artifactId)) {
    return { firstTime: false, experience: DISCOVERY_EXPERIENCE.revisit, discovered };
  }
  return { firstTime: true, experience: DISCOVERY_EXPERIENCE.first, discovered: [...discovered, artifactId] };
}

export interface ArtifactInteractionCounts {
  views?: number;
  saves?: number;
  shares?: number;
}

/** 0 to 3, how engaged players are with an artifact (spec 01 §4). */
export function artifactInteractionLevel(counts: ArtifactInteractionCounts | null | undefined): 0 | 1 | 2 | 3 {
  const safe = (value: number | undefined) => (value !== undefined && Number.isFinite(value) && value > 0 ? value : 0);
  const saves = safe(counts?.saves);
  const total = safe(counts?.views) + saves + safe(counts?.shares);
  if (total >= 5 && saves >= 2) return 3;
  if (total >= 3) return 2;
  if (total > 0) return 1;
  return 0;
}
