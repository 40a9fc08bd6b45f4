// Filled by the quotes work; everything public is exported from here.
export {};
