import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, SCREEN_MESSAGES } from '@authentic/core';
import { paths } from '../../lib/paths';
import { ApiError } from '../../lib/api-client';
import { logError } from '../../lib/error-log';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Notice } from '../../ui/notice';
import { PasswordField, TextField } from '../../ui/text-field';
import { useAuth } from '../../lib/auth-provider';
import { DiagnosticPanel } from './diagnostic-panel';
import { isConnectionFailure, loginErrorMessage } from './login-errors';
import { AUTH_TEXTS } from './auth-texts';

/** Where to go after login: the protected page that sent us here, or the dashboard. */
function originOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : paths.dashboard;
}

export function LoginPage() {
  useDocumentTitle('Login');
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [requirements, setRequirements] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [diagnosticsOpen, setDiagnosticsOpen] = useState(false);

  const expired = params.get('expired') === 'true' || auth.expired;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      username: username.trim() ? undefined : AUTH_MESSAGES.usernameRequired,
      password: password ? undefined : AUTH_MESSAGES.passwordRequired,
    };
    setFieldErrors(problems);
    if (problems.username || problems.password) return;
    setBusy(true);
    setError(null);
    setRequirements(null);
    try {
      await auth.login(username.trim(), password, remember);
      void navigate(originOf(location.state), { replace: true });
    } catch (caught) {
      const message = loginErrorMessage(caught);
      setError(message);
      setRequirements(caught instanceof ApiError ? (caught.passwordRequirements ?? null) : null);
      setFailed(true);
      // Decision 0220: the diagnostics open by themselves only when the server could not be reached or failed.
      if (isConnectionFailure(caught)) setDiagnosticsOpen(true);
      logError(`Login failed: ${message}`, { level: 'error', context: { status: (caught as ApiError).status } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel page-panel auth-panel" aria-labelledby="page-title">
      <h1 id="page-title">{AUTH_TEXTS.login}</h1>
      {expired && <Notice kind="warning">{AUTH_MESSAGES.sessionExpiredLogin}</Notice>}
      {auth.successMessage && !expired && <Notice kind="success">{auth.successMessage}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      <form onSubmit={submit} noValidate>
        <TextField
          label={AUTH_TEXTS.username}
          name="username"
          autoComplete="username"
          placeholder={AUTH_TEXTS.usernameOrEmail}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={fieldErrors.username}
        />
        <PasswordField
          label={AUTH_TEXTS.password}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          hint={requirements ? <span className="password-requirements">{requirements}</span> : undefined}
        />
        <label className="checkbox">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {AUTH_TEXTS.rememberMe}
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? SCREEN_MESSAGES.loggingIn : AUTH_TEXTS.login}
        </button>
      </form>
      <p className="auth-links">
        <Link to={paths.forgotPassword}>{AUTH_TEXTS.forgotPasswordLink}</Link>
        <Link to={paths.register}>{AUTH_TEXTS.noAccount}</Link>
      </p>
      {failed && <DiagnosticPanel open={diagnosticsOpen} onToggle={() => setDiagnosticsOpen((value) => !value)} />}
    </section>
  );
}
