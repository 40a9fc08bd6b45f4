import { ARTIFACT_FILE_LIMITS, PROFILE_MESSAGES, type PublicUser } from '@authentic/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Avatar } from '../../ui/avatar';
import { Notice } from '../../ui/notice';
import { PixelAvatarEditor } from './pixel-editor';
import { errorText } from './profile-api';
import { PROFILE_TEXTS } from './profile-texts';
import { useAvatarUpload } from './use-avatar-upload';

export interface AvatarFileFormProps {
  user: PublicUser;
  /** The input's label. */
  label: string;
  help: string;
  maxBytes: number;
  tooLarge: string;
}

/**
 * Choose an image, see it, upload it. Checked before sending: a file is required, images only, and
 * under the size limit (spec 01 §5 texts).
 */
export function AvatarFileForm({ user, label, help, maxBytes, tooLarge }: AvatarFileFormProps) {
  const inputId = useId();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useAvatarUpload(user);
  // A preview's address is let go when another file is chosen or the form goes away.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  const choose = (file: File | null) => {
    upload.reset();
    setProblem(null);
    setChosen(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(PROFILE_MESSAGES.imageOnly);
    if (file.size >= maxBytes) return setProblem(tooLarge);
    setChosen({ file, preview: URL.createObjectURL(file) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setProblem(problem ?? PROFILE_MESSAGES.fileRequired);
    upload.mutate({ file: chosen.file, name: chosen.file.name });
  };

  return (
    <form className="avatar-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-describedby={`${inputId}-help`}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <p id={`${inputId}-help`} className="field-hint">
          {help}
        </p>
      </div>
      {chosen && <img className="avatar-preview" src={chosen.preview} alt={PROFILE_TEXTS.preview} />}
      <button type="submit" className="button button-primary" disabled={upload.isPending}>
        {upload.isPending ? PROFILE_TEXTS.uploading : PROFILE_TEXTS.uploadAvatar}
      </button>
      {problem && <Notice kind="error">{problem}</Notice>}
      {upload.isSuccess && <Notice kind="success">{PROFILE_MESSAGES.avatarUploaded}</Notice>}
      {upload.isError && <Notice kind="error">{errorText(upload.error, PROFILE_MESSAGES.avatarFailed)}</Notice>}
    </form>
  );
}

/** Spec 01 §2, Profile Settings: the avatar upload, with the current picture. */
export function AvatarSection({ user }: { user: PublicUser }) {
  return (
    <section className="profile-section" aria-labelledby="avatar-title">
      <h2 id="avatar-title">{PROFILE_TEXTS.avatar}</h2>
      <div className="avatar-current">
        <Avatar src={user.avatar} name={user.username} size={96} label={PROFILE_TEXTS.avatarOf(user.username)} />
      </div>
      <AvatarFileForm
        user={user}
        label={PROFILE_TEXTS.chooseAvatar}
        help={PROFILE_TEXTS.avatarHelp}
        maxBytes={ARTIFACT_FILE_LIMITS.profileAvatar}
        tooLarge={PROFILE_MESSAGES.avatarOverLimit}
      />
    </section>
  );
}

/**
 * Spec 01 §2 and §5: the custom pixel avatar — drawn in our editor, or a pixel-art file made
 * elsewhere (image only, under 2MB). Either becomes the avatar and the game character.
 */
export function CustomAvatarSection({ user }: { user: PublicUser }) {
  const upload = useAvatarUpload(user);
  return (
    <section className="profile-section" aria-labelledby="pixel-avatar-title">
      <h2 id="pixel-avatar-title">{PROFILE_TEXTS.pixelAvatar}</h2>
      <p>{PROFILE_TEXTS.pixelAvatarIntro}</p>
      <PixelAvatarEditor
        saving={upload.isPending}
        onSave={(png) => upload.mutate({ file: png, name: 'pixel-avatar.png' })}
        onChange={() => {
          if (upload.isSuccess || upload.isError) upload.reset();
        }}
      />
      {upload.isSuccess && <Notice kind="success">{PROFILE_MESSAGES.avatarUploaded}</Notice>}
      {upload.isError && <Notice kind="error">{errorText(upload.error, PROFILE_MESSAGES.avatarFailed)}</Notice>}
      <h3>{PROFILE_TEXTS.pixelUploadTitle}</h3>
      <AvatarFileForm
        user={user}
        label={PROFILE_TEXTS.choosePixelArt}
        help={PROFILE_TEXTS.pixelArtHelp}
        maxBytes={ARTIFACT_FILE_LIMITS.customAvatar}
        tooLarge={PROFILE_MESSAGES.avatarTooLarge}
      />
    </section>
  );
}
