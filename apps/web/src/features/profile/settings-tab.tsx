import type { PublicUser } from '@authentic/core';
import { AccountDataSection } from './account-data-section';
import { AccountForm, PasswordForm } from './account-forms';
import { AvatarSection, CustomAvatarSection } from './avatar-section';
import { BlockedPlayersSection } from './blocked-players-section';
import { PrivacySection } from './privacy-section';
import { SessionsSection } from './sessions-section';

/** Spec 01 §2 Profile Settings: avatar upload, the custom pixel avatar, account settings, password, blocked and muted players, privacy (sharing one's map with friends), signing out everywhere, and taking one's data or leaving (issue 26). */
export function SettingsTab({ user }: { user: PublicUser }) {
  return (
    <div className="profile-settings">
      <AvatarSection user={user} />
      <CustomAvatarSection user={user} />
      <AccountForm user={user} />
      <PasswordForm user={user} />
      <BlockedPlayersSection />
      <PrivacySection />
      <SessionsSection />
      <AccountDataSection />
    </div>
  );
}
