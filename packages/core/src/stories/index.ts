export * from './story-limits.js';
export * from './story-tags.js';
export * from './story-json-tags.js';
export * from './world-story.js';
export * from './story-effects.js';
export * from './story-doors.js';
