// Filled by the tiles work; everything public is exported from here.
export {};
