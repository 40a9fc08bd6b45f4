import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { apiRequest } from '../../lib/api-client';
import { Notice } from '../../ui/notice';
import { useAuth } from '../../lib/auth-provider';
import { errorText } from './profile-api';

const SIGN_OUT_FAILED = 'Could not sign out everywhere. Please try again.';

/** Ours (issue 14): sign out on every device at once — a lost phone, a shared computer. */
export function SessionsSection() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => apiRequest('/api/auth/logout-all', { method: 'POST' }),
    onSuccess: async () => {
      await logout();
      void navigate(paths.login);
    },
  });
  return (
    <section className="profile-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Devices</h2>
      <p>Signed in somewhere you no longer use? Sign out everywhere, this device included.</p>
      <button type="button" className="button" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {signOut.isPending ? 'Signing out...' : 'Sign out on all devices'}
      </button>
      {signOut.isError && <Notice kind="error">{errorText(signOut.error, SIGN_OUT_FAILED)}</Notice>}
    </section>
  );
}
