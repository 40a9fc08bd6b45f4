import { privacyResponseSchema, SAFETY_API, SAFETY_MESSAGES } from '@authentic/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiRequest, serverMessageOr } from '../../lib/api-client';
import { Notice } from '../../ui/notice';

export const PRIVACY_TEXTS = {
  heading: 'Privacy',
  shareMap: 'Show friends which map I am on',
  loadFailed: 'Could not load your privacy settings.',
} as const;

const PRIVACY_KEY = ['profile', 'privacy'] as const;

const fetchPrivacy = async () => privacyResponseSchema.parse(await apiRequest(SAFETY_API.privacy));
const savePrivacy = async (shareMapWithFriends: boolean) =>
  privacyResponseSchema.parse(await apiRequest(SAFETY_API.privacy, { method: 'PUT', body: { shareMapWithFriends } }));

/** Profile Settings → Privacy: whether friends see the map this player is on (off unless chosen). */
export function PrivacySection() {
  const headingId = useId();
  const client = useQueryClient();
  const privacy = useQuery({ queryKey: PRIVACY_KEY, queryFn: fetchPrivacy });
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const save = useMutation({
    mutationFn: savePrivacy,
    onSuccess: (answer) => {
      client.setQueryData(PRIVACY_KEY, answer);
      setNotice({ kind: 'success', text: SAFETY_MESSAGES.privacySaved });
    },
    onError: (error) => setNotice({ kind: 'error', text: serverMessageOr(error, PRIVACY_TEXTS.loadFailed) }),
  });
  const checked = save.isPending ? save.variables : (privacy.data?.shareMapWithFriends ?? false);

  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{PRIVACY_TEXTS.heading}</h2>
      {privacy.isError ? (
        <Notice kind="error">{PRIVACY_TEXTS.loadFailed}</Notice>
      ) : (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={checked}
            disabled={privacy.isPending || save.isPending}
            onChange={(event) => {
              setNotice(null);
              save.mutate(event.target.checked);
            }}
          />
          {PRIVACY_TEXTS.shareMap}
        </label>
      )}
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
    </section>
  );
}
