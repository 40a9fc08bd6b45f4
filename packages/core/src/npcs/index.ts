export * from './types.js';
export * from './quest-types.js';
export * from './catalogue.js';
export * from './quest.js';
export * from './patrol.js';
export * from './talk-range.js';
export * from './respond.js';
export * from './response-framing.js';
