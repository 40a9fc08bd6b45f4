/** The Tiled buttons' texts (issue 25); the import's refusals are core's TILED_MESSAGES. */
export const TILED_TEXTS = {
  exportLabel: 'Export to Tiled',
  exporting: 'Exporting…',
  exportFailed: 'The export could not be made in this browser.',
  importLabel: 'Import from Tiled',
  importing: 'Importing…',
  pickerLabel: 'Tiled files (.zip, or .tmj, .tsj and .world files)',
  refusedTitle: 'These files could not be imported:',
  unreadable: (name: string) => `${name} could not be read (a .zip, or Tiled JSON files).`,
  imported: (maps: number) => `Imported ${maps} ${maps === 1 ? 'map' : 'maps'} from Tiled.`,
} as const;
