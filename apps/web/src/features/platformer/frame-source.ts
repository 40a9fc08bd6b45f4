/**
 * Where the platformer's frames come from. The screen asks for one frame at a time and reads the
 * clock itself, so a test can hand it a manual source and step time by hand (STYLE habit 3).
 */
export interface PlatformerFrameSource {
  /** Milliseconds on a monotonic clock. */
  now(): number;
  /** Calls `callback` once on the next frame; the returned function cancels that request. */
  request(callback: () => void): () => void;
}

/** The browser's own: requestAnimationFrame and performance.now(). */
export const animationFrameSource: PlatformerFrameSource = {
  now: () => performance.now(),
  request(callback) {
    const id = requestAnimationFrame(() => callback());
    return () => cancelAnimationFrame(id);
  },
};
