import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BUILT_IN_MAP_READABLE_NAMES, isBuiltInMapId, type ArtifactDto, type Position } from '@authentic/core';
import { artifactKeys, createArtifact, updateArtifact } from '../../features/artifacts/artifacts-api';
import {
  ArtifactForm,
  InventoryPanel,
  PlacementDialog,
  type ArtifactFormFiles,
  type InventoryItem,
} from '../../features/artifacts/in-game';
import type { GameStore } from '../../features/game/engine/game-store';
import type { InventoryActions } from './use-inventory-actions';
import type { WorldArtifacts } from './use-world-artifacts';

export interface ArtifactPanelContext {
  store: GameStore<string>;
  userId: string | null;
  world: WorldArtifacts;
  actions: InventoryActions;
  /** The map artifacts are placed on (a built-in map's id, or a player-made world's id). */
  mapId: string;
  /** The map's name as players read it. */
  mapLabel: string;
  position: Position;
  close: () => void;
  /** The server's answer to a creation, for level 3 and the creation achievements. */
  onCreated: (artifact: ArtifactDto, level3Completed: boolean) => void;
  /** Shown at the end of the inventory (quest badges). */
  inventoryExtra?: ReactNode;
}

/** Decision 0220: placement labels read 'Arcade Hall', not the spec's internal 'Level4Shooter'. */
const readableLabel = (mapId: string, mapLabel: string) =>
  isBuiltInMapId(mapId) ? BUILT_IN_MAP_READABLE_NAMES[mapId] : mapLabel;

/** The inventory: carried artifacts first, then the built-in keepsakes. */
export function GameInventory({ store, userId, world, actions, close, inventoryExtra }: ArtifactPanelContext) {
  const items: InventoryItem[] = [
    ...world.carried.map((artifact) => ({
      kind: 'server' as const,
      artifact,
      mine: userId !== null && artifact.creator?.id === userId,
    })),
    ...world.carriedBuiltIns.map((artifact) => ({ kind: 'builtIn' as const, artifact })),
  ];
  return (
    <InventoryPanel
      items={items}
      loading={world.inventoryLoading}
      error={world.inventoryError}
      onClose={close}
      extra={inventoryExtra}
      onPlace={(item) => store.openExternal('placement', item.artifact)}
      onUpdate={(item) => store.openExternal('edit', item.artifact)}
      onDelete={async (item) => actions.remove(item.artifact)}
      onSaveMessage={async (item, text) => actions.saveMessage(item.artifact, text)}
      onDeleteMessage={async (item) => actions.deleteMessage(item.artifact)}
      onUpdateAttachment={async (item, file) => void (await actions.updateAttachment(item.artifact, file))}
      onDrop={async (item) => void (await actions.drop(item.artifact))}
    />
  );
}

/** After a pickup, or Place from the inventory: put it down here, or keep carrying it. */
export function GamePlacement({ artifact, ...context }: ArtifactPanelContext & { artifact: ArtifactDto }) {
  const { actions, mapId, mapLabel, position, close } = context;
  return (
    <PlacementDialog
      artifact={artifact}
      position={position}
      mapLabel={readableLabel(mapId, mapLabel)}
      onPlaceHere={async () => void (await actions.drop(artifact))}
      onKeep={close}
      onClose={close}
    />
  );
}

/** E with nothing to interact with creates at the character's cell; Update in the inventory edits. */
export function GameArtifactForm({ initial, ...context }: ArtifactPanelContext & { initial?: ArtifactDto }) {
  const queryClient = useQueryClient();
  const { userId, mapId, mapLabel, position, close, onCreated } = context;
  const submit = async (fields: Parameters<typeof createArtifact>[0], files: ArtifactFormFiles) => {
    if (initial) {
      // An edit leaves where the artifact lies alone (the form sends no location then).
      const updated = await updateArtifact(initial.id, { ...fields, location: undefined }, files);
      queryClient.setQueriesData<ArtifactDto[]>({ queryKey: artifactKeys.all }, (list) =>
        Array.isArray(list) ? list.map((item) => (item.id === updated.id ? updated : item)) : list,
      );
      return;
    }
    const { artifact, level3Completed } = await createArtifact(fields, files);
    queryClient.setQueryData<ArtifactDto[]>(artifactKeys.map(mapId), (list = []) => [...list, artifact]);
    void queryClient.invalidateQueries({ queryKey: ['artifacts', 'list'] });
    onCreated(artifact, level3Completed);
  };
  return (
    <ArtifactForm
      mode={initial ? 'edit' : 'create'}
      {...(initial ? { initial } : {})}
      position={position}
      mapName={mapId}
      mapLabel={readableLabel(mapId, mapLabel)}
      signedIn={userId !== null}
      onSubmit={submit}
      onClose={close}
    />
  );
}
