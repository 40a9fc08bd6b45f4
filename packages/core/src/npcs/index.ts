// Filled by the npcs work; everything public is exported from here.
export {};
