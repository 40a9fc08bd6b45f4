// Filled by the adventure work; everything public is exported from here.
export {};
