/** Words of the worlds' cards, forms and lists (issue 35: texts in catalogues); the page's own are in world-page-texts.ts. */
export const WORLDS_TEXTS = {
  createTitle: 'Create a world',
  createIntro: 'Build a development world of your own: name it, describe it, choose its map type.',
  mainWorld: 'Main World',
  mainWorldText: 'The linked maps of the original adventure, from the Overworld to Yosemite.',
  public: 'Public',
  private: 'Private',
  editWorld: 'Edit world',
  worldName: 'World name',
  description: 'Description',
  mapType: 'Map type',
  chooseMapType: 'Choose a map type',
  makePublic: 'Make this world public',
  cancel: 'Cancel',
  creating: 'Creating...',
  loadingWorlds: 'Loading worlds...',
  temperature: (celsius: number) => `${celsius}°C`,
} as const;
