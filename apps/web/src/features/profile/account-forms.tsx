import {
  ACCOUNT_SETTINGS_MESSAGES,
  AUTH_MESSAGES,
  passwordProblems,
  PROFILE_MESSAGES,
  usernameProblems,
  type ProfileUpdate,
  type PublicUser,
} from '@authentic/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Notice } from '../../ui/notice';
import { PasswordField, TextField } from '../../ui/text-field';
import { useAuth } from '../../lib/auth-provider';
import { errorText, updateProfile } from './profile-api';
import { PROFILE_TEXTS } from './profile-texts';

function useProfileUpdate() {
  const { updateUser, adoptTokens } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      updateUser(answer.user);
      if (answer.token && answer.refreshToken) adoptTokens(answer.token, answer.refreshToken);
    },
  });
}

/** A form's submit button and what came of it: the problem found before sending, success or failure. */
function FormOutcome({
  label,
  problem,
  update,
  success,
}: {
  label: string;
  problem: string | null;
  update: ReturnType<typeof useProfileUpdate>;
  success: string;
}) {
  return (
    <>
      <button type="submit" className="button button-primary" disabled={update.isPending}>
        {update.isPending ? PROFILE_TEXTS.saving : label}
      </button>
      {problem && <Notice kind="error">{problem}</Notice>}
      {update.isSuccess && <Notice kind="success">{success}</Notice>}
      {update.isError && <Notice kind="error">{errorText(update.error, PROFILE_MESSAGES.updateFailed)}</Notice>}
    </>
  );
}

/** Spec 01 §2 Account settings: username and e-mail; a new one of either needs the current password. */
export function AccountForm({ user }: { user: PublicUser }) {
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useProfileUpdate();
  const emailChanged = email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
  // A new name (not just another case of it) needs the password too (decision 0234).
  const renamed = username.trim().toLowerCase() !== user.username.toLowerCase();
  const needsPassword = emailChanged || renamed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    const change: ProfileUpdate = {};
    if (username.trim() !== user.username) change.username = username.trim();
    if (emailChanged) change.email = email.trim();
    const first = change.username ? usernameProblems(change.username)[0] : undefined;
    if (first) return setProblem(first);
    if (!change.username && !change.email) return setProblem(ACCOUNT_SETTINGS_MESSAGES.nothingToChange);
    if (needsPassword && !currentPassword) return setProblem(ACCOUNT_SETTINGS_MESSAGES.currentPasswordForAccount);
    if (needsPassword) change.currentPassword = currentPassword;
    setProblem(null);
    update.mutate(change, { onSuccess: () => setCurrentPassword('') });
  };

  return (
    <section className="profile-section" aria-labelledby="account-title">
      <h2 id="account-title">{PROFILE_TEXTS.accountSettings}</h2>
      <form className="profile-form" onSubmit={submit} noValidate>
        <TextField
          label={PROFILE_TEXTS.username}
          name="username"
          autoComplete="username"
          value={username}
          maxLength={30}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label={PROFILE_TEXTS.email}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {needsPassword && (
          <PasswordField
            label={PROFILE_TEXTS.currentPassword}
            name="current-password"
            autoComplete="current-password"
            hint={PROFILE_TEXTS.currentPasswordHint}
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        )}
        <FormOutcome
          label={PROFILE_TEXTS.saveChanges}
          problem={problem}
          update={update}
          success={PROFILE_MESSAGES.profileUpdated}
        />
      </form>
    </section>
  );
}

/** Spec 01 §2 Change password: the current one, then a new one by the register rules, twice. */
export function PasswordForm({ user }: { user: PublicUser }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useProfileUpdate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    const first =
      (!currentPassword && ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired) ||
      passwordProblems(newPassword, user.username)[0] ||
      (newPassword !== confirm && AUTH_MESSAGES.passwordsDoNotMatch) ||
      null;
    setProblem(first);
    if (first) return;
    update.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setConfirm('');
        },
      },
    );
  };

  return (
    <section className="profile-section" aria-labelledby="password-title">
      <h2 id="password-title">{PROFILE_TEXTS.changePassword}</h2>
      <form className="profile-form" onSubmit={submit} noValidate>
        <PasswordField
          label={PROFILE_TEXTS.currentPassword}
          name="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <PasswordField
          label={PROFILE_TEXTS.newPassword}
          name="new-password"
          autoComplete="new-password"
          hint={AUTH_MESSAGES.passwordRequirements}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <PasswordField
          label={PROFILE_TEXTS.confirmNewPassword}
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <FormOutcome
          label={PROFILE_TEXTS.changePassword}
          problem={problem}
          update={update}
          success={`${PROFILE_MESSAGES.profileUpdated} ${ACCOUNT_SETTINGS_MESSAGES.passwordChanged}`}
        />
      </form>
    </section>
  );
}
