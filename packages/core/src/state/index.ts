// Filled by the state work; everything public is exported from here.
export {};
