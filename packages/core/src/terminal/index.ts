// Filled by the terminal work; everything public is exported from here.
export {};
