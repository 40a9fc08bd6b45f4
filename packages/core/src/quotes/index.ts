export * from './catalogue.js';
export * from './daily.js';
export * from './saved.js';
