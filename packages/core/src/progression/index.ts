export * from './levels.js';
export * from './achievement-catalogue.js';
export * from './achievements.js';
export * from './discovery.js';
export * from './level-completion.js';
export * from './rewards.js';
