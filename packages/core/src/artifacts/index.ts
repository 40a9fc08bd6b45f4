export * from './artifact-types.js';
export * from './limits.js';
export * from './defaults.js';
export * from './validation.js';
export * from './visibility.js';
export * from './editing.js';
export * from './discovery-hints.js';
export * from './placement.js';
