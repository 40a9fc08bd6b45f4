export * from './world-maps.js';
export * from './weather.js';
