import type { FastifyInstance } from 'fastify';
import type { PresenceRegistry } from '../../realtime/seams.js';

/**
 * Tells the players on these maps that an artifact there changed (issue 34): they read the map's
 * artifacts again without a reload (realtime/artifact-news.ts). Best effort: presence may be absent.
 */
export function tellArtifactMaps(app: FastifyInstance, ...mapNames: (string | null | undefined)[]): void {
  const presence = app.presence as PresenceRegistry | undefined;
  for (const mapName of new Set(mapNames)) if (mapName) presence?.artifactsChanged?.(mapName);
}
