export * from './geometry.js';
export * from './rng.js';
