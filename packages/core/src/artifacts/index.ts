// Filled by the artifacts work; everything public is exported from here.
export {};
