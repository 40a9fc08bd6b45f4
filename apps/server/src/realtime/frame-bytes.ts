/**
 * A room's tick sends one frame string to many sockets in a row: it is encoded once and the same
 * bytes go to each (ws neither copies nor changes them on a server's socket), instead of once per
 * socket. Kept for the last frame only.
 */
let lastText: string | null = null;
let lastBytes: Buffer = Buffer.alloc(0);
export function encoded(text: string): Buffer {
  if (text !== lastText) {
    lastText = text;
    lastBytes = Buffer.from(text, 'utf8');
  }
  return lastBytes;
}
