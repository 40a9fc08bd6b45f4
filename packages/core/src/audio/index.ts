export * from './audio-settings.js';
export * from './sound-effects.js';
export * from './music-themes.js';
