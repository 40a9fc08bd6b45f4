// Mini-game results the server can check: input logs, their replay through the engines, rewards.
export * from './platformer-log.js';
export * from './replay.js';
export * from './rewards.js';
export * from './run-length.js';
export * from './costliest-log.js';
