export * from './protocol.js';
export * from './authority.js';
export * from './pace.js';
export * from './free-cell.js';
export * from '../messages/presence.js';
export * from './walk-reach.js';
