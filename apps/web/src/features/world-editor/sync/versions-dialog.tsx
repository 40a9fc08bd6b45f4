import { useEffect, useState } from 'react';
import type { WorldVersionDto } from '@authentic/core';
import { formatDateTime } from '../../../lib/format-date';
import { Modal } from '../../../ui/modal';
import { fetchWorldVersions } from './builder-api';
import { SYNC_TEXTS as T } from './sync-texts';

interface RowProps {
  version: WorldVersionDto;
  busy: boolean;
  confirming: boolean;
  onConfirm: (confirming: boolean) => void;
  onRestore: (version: number) => void;
  onPublish: (version: number) => void;
}

/** One version: its number, date, maps and whether it is published; Restore (confirmed) and Publish. */
function VersionRow({ version, busy, confirming, onConfirm, onRestore, onPublish }: RowProps) {
  const label = T.versionLabel(version.number);
  return (
    <li>
      <span>
        <strong>{label}</strong> · {formatDateTime(version.savedAt)} · {T.versionMaps(version.maps)}
        {version.published && <> · {T.publishedTag}</>}
      </span>
      {confirming ? (
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
          <button type="button" className="button" onClick={() => onConfirm(false)}>
            {T.cancel}
          </button>
        </span>
      ) : (
        <span className="button-row">
          <button type="button" className="button" aria-label={T.restoreVersion(label)} onClick={() => onConfirm(true)}>
            {T.restore}
          </button>
          {!version.published && (
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-label={T.publishVersion(label)}
              onClick={() => onPublish(version.number)}
            >
              {T.publish}
            </button>
          )}
        </span>
      )}
    </li>
  );
}

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
            <VersionRow
              key={version.number}
              version={version}
              busy={busy}
              confirming={confirming === version.number}
              onConfirm={(yes) => setConfirming(yes ? version.number : null)}
              onRestore={onRestore}
              onPublish={onPublish}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}
