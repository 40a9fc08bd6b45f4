export * from './tile-codes.js';
export * from './grid-validation.js';
