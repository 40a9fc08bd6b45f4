export * from './world-maps.js';
export * from './weather.js';
export * from './atlas.js';
export * from './world-atlas.js';
export * from './world-doc.js';
export * from './world-doc-check.js';
export * from './world-doc-start.js';
export * from './world-doc-atlas.js';
