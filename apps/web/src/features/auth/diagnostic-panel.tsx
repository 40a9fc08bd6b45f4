import { useId, useState, useSyncExternalStore } from 'react';
import { DIAGNOSTICS_MESSAGES, healthSchema } from '@authentic/core';
import { ApiError, apiRequest } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';
import { clearErrorLog, getErrorLog, subscribe } from '../../lib/error-log';
import { AUTH_TEXTS } from './auth-texts';

export interface DiagnosticPanelProps {
  /** Folded under its heading; the login page opens it by itself only after a connection failure. */
  open: boolean;
  onToggle: () => void;
}

/** Shown after a failed login: check the API, read and clear the local error log. */
export function DiagnosticPanel({ open, onToggle }: DiagnosticPanelProps) {
  const bodyId = useId();
  const log = useSyncExternalStore(subscribe, getErrorLog, getErrorLog);
  const [result, setResult] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [showLog, setShowLog] = useState(false);

  const testApi = async () => {
    setTesting(true);
    try {
      const health = healthSchema.parse(await apiRequest('/api/health', { isAuthCall: true, timeoutMs: 5000 }));
      setResult(`${DIAGNOSTICS_MESSAGES.apiOk}: server ${health.status}, database ${health.database}`);
    } catch (error) {
      setResult(`${DIAGNOSTICS_MESSAGES.apiFailed}: ${error instanceof ApiError ? error.message : String(error)}`);
    } finally {
      setTesting(false);
    }
  };

  return (
    <section className="diagnostics" aria-labelledby="diagnostics-title">
      <h2 id="diagnostics-title">
        <button
          type="button"
          className="diagnostics-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {AUTH_TEXTS.diagnostics}
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        <div className="button-row">
          <button type="button" className="button" onClick={testApi} disabled={testing}>
            {AUTH_TEXTS.testApi}
          </button>
          <button type="button" className="button" aria-expanded={showLog} onClick={() => setShowLog((v) => !v)}>
            {AUTH_TEXTS.viewErrorLog}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              clearErrorLog();
              setResult(DIAGNOSTICS_MESSAGES.cleared);
            }}
          >
            {AUTH_TEXTS.clearErrors}
          </button>
        </div>
        <p role="status" className="diagnostics-result">
          {testing ? AUTH_TEXTS.testing : result}
        </p>
        {showLog &&
          (log.length === 0 ? (
            <p>{DIAGNOSTICS_MESSAGES.noErrors}</p>
          ) : (
            <ol className="error-log-list" aria-label={AUTH_TEXTS.errorLog}>
              {[...log].reverse().map((entry) => (
                <li key={`${entry.timestamp}-${entry.message}`}>
                  <strong>{entry.level}</strong> {formatDateTime(entry.timestamp)}: {entry.message}
                </li>
              ))}
            </ol>
          ))}
      </div>
    </section>
  );
}
