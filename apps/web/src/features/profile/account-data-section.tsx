import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DELETE_ACCOUNT_WORD, deleteAccountRequestSchema, HTTP_MESSAGES } from '@authentic/core';
import { ApiError, apiRequest, messageForStatus } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import { clearSession, readSession } from '../../lib/storage';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { ACCOUNT_DATA_TEXTS as TEXTS } from './account-data-texts';
import { errorText } from './profile-api';

const EXPORT_PATH = '/api/users/me/export';
const LOGIN_PATH = '/login';

function fetchExport(): Promise<Response> {
  const token = readSession()?.token;
  return fetch(EXPORT_PATH, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/**
 * The zip comes as a file, not JSON, so it is fetched here rather than through apiRequest; a 401
 * goes through apiRequest once (which refreshes the session or ends it) before the one retry.
 */
async function downloadExport(): Promise<void> {
  let response = await fetchExport().catch(() => undefined);
  if (response?.status === 401) {
    await apiRequest('/api/users/me/stats');
    response = await fetchExport().catch(() => undefined);
  }
  if (!response) throw new ApiError(HTTP_MESSAGES.networkError, undefined);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message = typeof body.message === 'string' ? body.message : undefined;
    throw new ApiError(messageForStatus(response.status, message, false), response.status, message);
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.zip';
  saveFile(blob, name);
}

/** Issue 26: download one's data, or delete the account (the password and the word DELETE, in a dialog). */
export function AccountDataSection() {
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({ mutationFn: downloadExport });
  return (
    <section className="profile-section" aria-labelledby="account-data-title">
      <h2 id="account-data-title">{TEXTS.title}</h2>
      <p>{TEXTS.exportIntro}</p>
      <button type="button" className="button" disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? TEXTS.downloading : TEXTS.download}
      </button>
      {download.isSuccess && <Notice kind="success">{TEXTS.downloaded}</Notice>}
      {download.isError && <Notice kind="error">{errorText(download.error, TEXTS.downloadFailed)}</Notice>}
      <h3 className="profile-subtitle">{TEXTS.deleteTitle}</h3>
      <p>{TEXTS.deleteIntro}</p>
      <button type="button" className="button button-danger" onClick={() => setDeleting(true)}>
        {TEXTS.deleteButton}
      </button>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({});
  const remove = useMutation({
    mutationFn: (body: { password: string; confirm: string }) =>
      apiRequest('/api/users/me', { method: 'DELETE', body }),
    onSuccess: () => {
      // The server already ended every session: forget the tokens and start afresh on the login
      // screen, so nothing of the account stays in this tab's memory or caches.
      clearSession();
      window.location.assign(LOGIN_PATH);
    },
  });
  const submit = () => {
    const parsed = deleteAccountRequestSchema.safeParse({ password, confirm: confirm.trim() });
    if (!parsed.success) {
      const found: { password?: string; confirm?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'password' ? 'password' : 'confirm';
        found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    remove.mutate(parsed.data);
  };
  return (
    <ConfirmDialog
      title={TEXTS.dialogTitle}
      confirmLabel={TEXTS.confirmDelete}
      busyLabel={TEXTS.deleting}
      cancelLabel={TEXTS.cancel}
      onConfirm={submit}
      onCancel={onClose}
      busy={remove.isPending}
      error={remove.isError ? errorText(remove.error, TEXTS.deleteFailed) : null}
      danger
    >
      <p>{TEXTS.dialogWarning}</p>
      <TextField
        label={TEXTS.passwordLabel}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problems.password ?? null}
      />
      <TextField
        label={TEXTS.confirmLabel}
        autoComplete="off"
        spellCheck={false}
        placeholder={DELETE_ACCOUNT_WORD}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={problems.confirm ?? null}
      />
    </ConfirmDialog>
  );
}
