/**
 * Saves a blob as a file through a link, the browser's own download. The URL is revoked a moment
 * later: some browsers start reading the blob only after click() returns.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
