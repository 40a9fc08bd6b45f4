const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const IHDR = [73, 72, 68, 82];

/**
 * A PNG's size from its header alone (the signature, then the IHDR chunk), before anything is
 * decoded: so a file that claims 50,000×50,000 pixels is refused without a byte allocated for it.
 * Null when the bytes do not start as a PNG does.
 */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24) return null;
  if (SIGNATURE.some((byte, i) => bytes[i] !== byte)) return null;
  if (IHDR.some((byte, i) => bytes[12 + i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(8) !== 13) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
