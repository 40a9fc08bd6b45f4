export * from './messages.js';
export * from './contracts/index.js';
export { GAME_VERSION } from './version.js';
