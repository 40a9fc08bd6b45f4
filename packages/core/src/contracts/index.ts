export * from './common.js';
export * from './auth.js';
export * from './feedback.js';
export * from './worlds.js';
export * from './npcs.js';
export * from './users.js';
export * from './artifacts.js';
export * from './characters.js';
