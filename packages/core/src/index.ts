export * from './messages.js';
export * from './contracts/index.js';
export * from './accounts/rules.js';
export { GAME_VERSION } from './version.js';
export * from './shell-messages.js';
