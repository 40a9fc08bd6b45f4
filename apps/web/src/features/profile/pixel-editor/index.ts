export { PixelAvatarEditor, type PixelAvatarEditorProps } from './pixel-avatar-editor';
export type { GridSize, Pixel, PixelGrid } from './pixel-model';
