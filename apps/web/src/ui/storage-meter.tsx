import { storageSize, WORLD_BUILDER_MESSAGES as M, type WorldStorage } from '@authentic/core';
import './storage-meter.css';

/**
 * How full a player's one storage is (decision 0260): a bar and its numbers; with `showWorlds`, how
 * many worlds they keep of the cap too, and the limit's message once they may create no more.
 */
export function StorageMeter({ storage, showWorlds = false }: { storage: WorldStorage; showWorlds?: boolean }) {
  const { usedBytes, limitBytes } = storage;
  const percent = limitBytes > 0 ? Math.min(100, Math.round((usedBytes / limitBytes) * 100)) : 100;
  const used = M.storageUsed(storageSize(usedBytes), storageSize(limitBytes));
  const atCap = showWorlds && storage.worlds >= storage.worldLimit;
  return (
    <div
      className={`storage-meter${usedBytes >= limitBytes ? ' storage-meter-full' : percent >= 90 ? ' storage-meter-high' : ''}`}
    >
      <div
        className="storage-meter-bar"
        role="progressbar"
        aria-label={M.storageLabel}
        aria-valuemin={0}
        aria-valuemax={limitBytes}
        aria-valuenow={Math.min(usedBytes, limitBytes)}
        aria-valuetext={used}
      >
        <div className="storage-meter-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="storage-meter-numbers">
        {used}
        {showWorlds && ` ${M.worldsUsed(storage.worlds, storage.worldLimit)}`}
      </p>
      {atCap && (
        <p className="notice notice-warning" role="status">
          {M.worldLimit(storage.worldLimit)}
        </p>
      )}
    </div>
  );
}
