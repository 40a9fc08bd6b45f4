/** The in-game artifact panels: props in, callbacks out; app/game-route.tsx connects them to the game. */
export { ArtifactForm, type ArtifactFormFiles, type ArtifactFormProps } from './artifact-form';
export {
  InventoryPanel,
  type BuiltInInventoryItem,
  type InventoryActions,
  type InventoryItem,
  type InventoryPanelProps,
  type ServerInventoryItem,
} from './inventory-panel';
export { PlacementDialog, type PlacementDialogProps } from './placement-dialog';
export {
  ArtifactDiscoveryPanel,
  type ArtifactDiscoveryPanelProps,
  type DiscoveryArtifact,
} from './artifact-discovery-panel';
export {
  ARTIFACT_DETAILS_MS,
  ArtifactDetailsPopover,
  type ArtifactDetailsPopoverProps,
} from './artifact-details-popover';
export { SAVE_STATE_RESET_MS, useSaveState, type SaveState, type SaveStatus } from './use-save-state';
export { ARTIFACT_PRESETS, type ArtifactPreset } from './preset-icons';
