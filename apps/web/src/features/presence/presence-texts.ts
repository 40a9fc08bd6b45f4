/** Words of the presence panels (issue 35: texts in catalogues); spec texts stay in core's PRESENCE_MESSAGES. */
export const PRESENCE_TEXTS = {
  emotes: 'Emotes',
  close: 'Close',
  loading: 'Loading...',
  cell: (x: number, y: number) => `row ${y}, column ${x}`,
} as const;
