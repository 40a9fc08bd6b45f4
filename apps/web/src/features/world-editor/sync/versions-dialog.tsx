import { useEffect, useState } from 'react';
import type { WorldVersionDto } from '@authentic/core';
import { formatDateTime } from '../../../lib/format-date';
import { Modal } from '../../../ui/modal';
import { fetchWorldVersions } from './builder-api';
import { SYNC_TEXTS as T } from './sync-texts';

/** The last versions kept, newest first, each with 'Restore' (after a confirmation) and 'Publish'. */
export function VersionsDialog({
  worldId,
  busy,
  onRestore,
  onPublish,
  onClose,
}: {
  worldId: string;
  busy: boolean;
  onRestore: (version: number) => void;
  onPublish: (version: number) => void;
  onClose: () => void;
}) {
  const [versions, setVersions] = useState<WorldVersionDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    fetchWorldVersions(worldId).then(
      (answer) => live && setVersions(answer.versions),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [worldId]);

  return (
    <Modal title={T.versionsTitle} onClose={onClose}>
      {error && <p role="alert">{error}</p>}
      {!versions && !error && <p>{T.versionsLoading}</p>}
      {versions?.length === 0 && <p>{T.noVersions}</p>}
      {versions && versions.length > 0 && (
        <ul className="versions-list">
          {versions.map((version) => (
            <li key={version.number}>
              <span>
                <strong>{T.versionLabel(version.number)}</strong> · {formatDateTime(version.savedAt)} ·{' '}
                {T.versionMaps(version.maps)}
                {version.published && <> · {T.publishedTag}</>}
              </span>
              {confirming === version.number ? (
                <span className="button-row">
                  <span>{T.restoreConfirm(version.number)}</span>
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={busy}
                    onClick={() => onRestore(version.number)}
                  >
                    {T.restoreYes(version.number)}
                  </button>
                  <button type="button" className="button" onClick={() => setConfirming(null)}>
                    {T.cancel}
                  </button>
                </span>
              ) : (
                <span className="button-row">
                  <button
                    type="button"
                    className="button"
                    aria-label={`${T.restore} ${T.versionLabel(version.number)}`}
                    onClick={() => setConfirming(version.number)}
                  >
                    {T.restore}
                  </button>
                  {!version.published && (
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-label={`${T.publish} ${T.versionLabel(version.number)}`}
                      onClick={() => onPublish(version.number)}
                    >
                      {T.publish}
                    </button>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
