import { WORLD_ART_LIMITS } from '../worlds/world-layers.js';

const MB = WORLD_ART_LIMITS.imageBytesMax / (1024 * 1024);

/** A world's own tileset images (issue 36): what their upload, list and removal answer. */
export const TILESET_MESSAGES = {
  tooLarge: `A tileset image may be at most ${MB} MB.`,
  notPng: 'A tileset image must be a PNG file.',
  tooWide: `A tileset image may be at most ${WORLD_ART_LIMITS.imageSideMaxPx}×${WORLD_ART_LIMITS.imageSideMaxPx} pixels.`,
  broken: 'This PNG file is damaged or incomplete.',
  worldFull: `A world holds at most ${WORLD_ART_LIMITS.tilesets} tileset images. Delete one first.`,
  nameRequired: `Give the tileset a name of 1 to ${WORLD_ART_LIMITS.tilesetNameMax} characters.`,
  /** The decoding threads were busy: nothing was kept. */
  busy: 'The server is busy. Please upload the tileset again in a moment.',
  deleted: 'Tileset deleted',
  notFound: 'Tileset not found',
  /** The moderators' queue: the actions on a tileset report, and what they answer. */
  hideTileset: 'Hide tileset',
  showTileset: 'Show tileset again',
  tilesetHidden: 'The tileset is hidden.',
  tilesetShown: 'The tileset is shown again.',
  /** Saving a world whose document names a tileset image this world does not hold, or one a moderator hid. */
  notThisWorlds: (name: string) =>
    `The tileset '${name}' is not one of this world's images. Add it again from the editor.`,
  hiddenByModerator: (name: string) =>
    `A moderator hid the tileset '${name}'. Remove it from the world (or choose another image) to save.`,
} as const;
