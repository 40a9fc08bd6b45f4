/** The Tiled buttons' texts (issue 25); the import's refusals are core's TILED_MESSAGES. */
export const TILED_TEXTS = {
  exportLabel: 'Export to Tiled',
  exporting: 'Exporting…',
  exportFailed: 'The export could not be made in this browser.',
  importLabel: 'Import from Tiled',
  importing: 'Importing…',
  pickerLabel: 'Tiled files (.zip, or .tmj, .tsj, .world and a story’s .ink files)',
  refusedTitle: 'These files could not be imported:',
  unreadable: (name: string) => `${name} could not be read (a .zip, or Tiled JSON files).`,
  imported: (maps: number) => `Imported ${maps} ${maps === 1 ? 'map' : 'maps'} from Tiled.`,
  tooLarge: (path: string, megabytes: number) => `${path} is larger than ${megabytes} MB.`,
  storyTooLarge: (path: string, kilobytes: number) =>
    `${path} is larger than ${kilobytes} kB, the most a story may be.`,
  notPng: (path: string) => `${path} is not a PNG image; save the tileset image as PNG.`,
  uploadFailed: (path: string, reason: string) => `${path} could not be uploaded: ${reason}`,
  uploading: (done: number, total: number) => `Uploading tileset images… ${done} of ${total}`,
  notesTitle: 'Imported. Worth knowing:',
} as const;
