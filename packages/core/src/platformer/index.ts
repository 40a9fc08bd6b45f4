// Filled by the platformer work; everything public is exported from here.
export {};
