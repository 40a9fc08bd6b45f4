export * from './local-game-state.js';
export * from './local-game-store.js';
export * from './local-game-manager.js';
