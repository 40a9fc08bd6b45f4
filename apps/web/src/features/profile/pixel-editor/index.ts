export { PixelAvatarEditor, type PixelAvatarEditorProps } from './pixel-avatar-editor';
