// Filled by the progression work; everything public is exported from here.
export {};
