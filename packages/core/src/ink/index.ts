/**
 * `@authentic/core/ink`: a world's ink story compiled and played with inkjs (decision 0283). A
 * subpath of its own, so what imports core for its rules does not load the ink compiler.
 */
export * from './compile-story.js';
export * from './play-story.js';
