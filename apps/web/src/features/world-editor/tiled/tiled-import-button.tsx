import { useId, useRef, useState } from 'react';
import { tiledToWorldDoc, type WorldDoc } from '@authentic/core';
import { TILED_TEXTS } from './tiled-texts';
import { readTiledUpload, type PickedFile } from './tiled-zip';

/** Reads picked files and turns them into a world, or every reason they cannot be one. */
export async function importTiledFiles(
  files: readonly { name: string; arrayBuffer(): Promise<ArrayBuffer> }[],
): Promise<{ ok: true; doc: WorldDoc } | { ok: false; errors: string[] }> {
  const picked: PickedFile[] = await Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  const upload = readTiledUpload(picked);
  const result = tiledToWorldDoc(upload.files);
  if (upload.errors.length > 0) return { ok: false, errors: [...upload.errors, ...(result.ok ? [] : result.errors)] };
  return result;
}

/** 'Import from Tiled': a file picker for a .zip or .tmj/.tsj/.world files; refusals show as a list. */
export function TiledImportButton({ onImport }: { onImport: (doc: WorldDoc) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const pick = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setBusy(true);
    setErrors([]);
    setDone(null);
    try {
      const result = await importTiledFiles([...list]);
      if (result.ok) {
        setDone(TILED_TEXTS.imported(result.doc.maps.length));
        onImport(result.doc);
      } else setErrors(result.errors);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => input.current?.click()}>
        {TILED_TEXTS.importLabel}
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        {TILED_TEXTS.pickerLabel}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept=".zip,.tmj,.tsj,.world,.json,application/zip,application/json"
        hidden
        onChange={(event) => void pick(event.currentTarget.files)}
      />
      {errors.length > 0 && (
        <div role="alert">
          <p>{TILED_TEXTS.refusedTitle}</p>
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      {done && (
        <p role="status" className="visually-hidden">
          {done}
        </p>
      )}
    </>
  );
}
