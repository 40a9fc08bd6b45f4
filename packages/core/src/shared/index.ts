export * from './geometry.js';
export * from './rng.js';
export * from './plain-letters.js';
export * from './storable-text.js';
export * from './display-text.js';
export * from './base64.js';
export * from './png-header.js';
