import {
  FRIEND_MESSAGES,
  privacyResponseSchema,
  SAFETY_API,
  SAFETY_MESSAGES,
  type PrivacySettings,
} from '@authentic/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiRequest, serverMessageOr } from '../../lib/api-client';
import { Notice } from '../../ui/notice';

export const PRIVACY_TEXTS = {
  heading: 'Privacy',
  shareMap: 'Show friends which map I am on',
  /** Issue 34: on unless turned off. */
  tellOnline: FRIEND_MESSAGES.tellFriendsWhenOnline,
  loadFailed: 'Could not load your privacy settings.',
} as const;

const PRIVACY_KEY = ['profile', 'privacy'] as const;

type PrivacyChange = Partial<PrivacySettings>;

const fetchPrivacy = async () => privacyResponseSchema.parse(await apiRequest(SAFETY_API.privacy));
const savePrivacy = async (change: PrivacyChange) =>
  privacyResponseSchema.parse(await apiRequest(SAFETY_API.privacy, { method: 'PUT', body: change }));

const SETTINGS: readonly { key: keyof PrivacySettings; label: string; byDefault: boolean }[] = [
  { key: 'shareMapWithFriends', label: PRIVACY_TEXTS.shareMap, byDefault: false },
  { key: 'tellFriendsWhenOnline', label: PRIVACY_TEXTS.tellOnline, byDefault: true },
];

/**
 * Profile Settings → Privacy: whether friends see the map this player is on (off unless chosen), and
 * whether friends are told in the game when this player comes online (on unless turned off).
 */
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
  const checked = (key: keyof PrivacySettings, byDefault: boolean) =>
    (save.isPending ? save.variables[key] : undefined) ?? privacy.data?.[key] ?? byDefault;

  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{PRIVACY_TEXTS.heading}</h2>
      {privacy.isError ? (
        <Notice kind="error">{PRIVACY_TEXTS.loadFailed}</Notice>
      ) : (
        SETTINGS.map(({ key, label, byDefault }) => (
          <label key={key} className="checkbox">
            <input
              type="checkbox"
              checked={checked(key, byDefault)}
              disabled={privacy.isPending || save.isPending}
              onChange={(event) => {
                setNotice(null);
                save.mutate({ [key]: event.target.checked });
              }}
            />
            {label}
          </label>
        ))
      )}
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
    </section>
  );
}
