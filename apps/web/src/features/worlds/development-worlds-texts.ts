/** Words of the dashboard's Main World card and Development Worlds grid (spec 01 §2). */
export const DEVELOPMENT_WORLDS_TEXTS = {
  mainWorld: 'Main World',
  developmentWorlds: 'Development Worlds',
  /** The grid's name for a screen reader. */
  listLabel: 'Development worlds',
  create: 'Create Development World',
  loading: 'Loading worlds...',
  empty: 'You have no development worlds yet. Create your first world to start building.',
} as const;
