import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ArtifactDto, UpdateArtifactRequest } from '@authentic/core';
import type { GameStore } from '../../features/game/engine/game-store';
import {
  artifactKeys,
  deleteArtifact,
  deleteArtifactMessage,
  dropArtifact,
  saveArtifactMessage,
  updateArtifact,
  type ArtifactFiles,
} from '../../features/artifacts/artifacts-api';

type List = ArtifactDto[];
const without =
  (id: string) =>
  (list: List = []) =>
    list.filter((item) => item.id !== id);
const replacing =
  (artifact: ArtifactDto) =>
  (list: List = []) =>
    list.map((item) => (item.id === artifact.id ? artifact : item));

/**
 * What the inventory does with a carried artifact (spec 01 §4), keeping the cached inventory and the
 * map's artifacts in step with the server's answers. Each action rejects on failure; the panel shows it.
 */
export function useInventoryActions(store: GameStore<string>) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const everywhere = (change: (list: List | undefined) => List) => {
      queryClient.setQueryData<List>(artifactKeys.inventory, change);
      queryClient.setQueriesData<List>({ queryKey: ['artifacts', 'map'] }, change);
    };
    return {
      /** Drop (or place) at the character's cell on the current map. */
      async drop(artifact: ArtifactDto) {
        const { mapId, position } = store.getSnapshot();
        const dropped = await dropArtifact(artifact.id, { x: position.x, y: position.y, mapName: mapId });
        queryClient.setQueryData<List>(artifactKeys.inventory, without(artifact.id));
        queryClient.setQueryData<List>(artifactKeys.map(mapId), (list = []) => [...without(dropped.id)(list), dropped]);
        void queryClient.invalidateQueries({ queryKey: ['artifacts', 'list'] });
        return dropped;
      },
      async remove(artifact: ArtifactDto) {
        await deleteArtifact(artifact.id);
        everywhere(without(artifact.id));
        void queryClient.invalidateQueries({ queryKey: ['artifacts', 'list'] });
      },
      async update(artifact: ArtifactDto, fields: UpdateArtifactRequest, files?: ArtifactFiles) {
        const updated = await updateArtifact(artifact.id, fields, files);
        everywhere(replacing(updated));
        return updated;
      },
      async saveMessage(artifact: ArtifactDto, text: string) {
        const messageText = await saveArtifactMessage(artifact.id, text);
        everywhere(replacing({ ...artifact, messageText }));
      },
      async deleteMessage(artifact: ArtifactDto) {
        await deleteArtifactMessage(artifact.id);
        everywhere(replacing({ ...artifact, messageText: '' }));
      },
      async updateAttachment(artifact: ArtifactDto, file: File) {
        const updated = await updateArtifact(artifact.id, {}, { attachment: file });
        everywhere(replacing(updated));
        return updated;
      },
    };
  }, [queryClient, store]);
}

export type InventoryActions = ReturnType<typeof useInventoryActions>;
