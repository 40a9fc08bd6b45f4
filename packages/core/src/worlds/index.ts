export * from './world-maps.js';
export * from './weather.js';
export * from './atlas.js';
