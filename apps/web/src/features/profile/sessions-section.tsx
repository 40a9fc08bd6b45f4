import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { apiRequest } from '../../lib/api-client';
import { Notice } from '../../ui/notice';
import { useAuth } from '../../lib/auth-provider';
import { errorText } from './profile-api';
import { PROFILE_TEXTS } from './profile-texts';

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
      <h2 id="sessions-title">{PROFILE_TEXTS.devices}</h2>
      <p>{PROFILE_TEXTS.devicesIntro}</p>
      <button type="button" className="button" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {signOut.isPending ? PROFILE_TEXTS.signingOut : PROFILE_TEXTS.signOutEverywhere}
      </button>
      {signOut.isError && <Notice kind="error">{errorText(signOut.error, PROFILE_TEXTS.signOutFailed)}</Notice>}
    </section>
  );
}
