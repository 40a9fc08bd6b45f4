// Filled by the maps work; everything public is exported from here.
export {};
