// Components whose words are not yet in a texts catalogue (issue 35): `local/no-literal-text` skips them.
// Remove a file from this list when its words move into its feature's texts module. The list only shrinks.
export const literalTextPending = [
  'apps/web/src/features/profile/account-forms.tsx',
  'apps/web/src/features/profile/achievements-tab.tsx',
  'apps/web/src/features/profile/avatar-section.tsx',
  'apps/web/src/features/profile/find-player.tsx',
  'apps/web/src/features/profile/friends-tab.tsx',
  'apps/web/src/features/profile/game-stats-tab.tsx',
  'apps/web/src/features/profile/player-line.tsx',
  'apps/web/src/features/profile/profile-page.tsx',
  'apps/web/src/features/profile/public-profile-page.tsx',
  'apps/web/src/features/profile/sessions-section.tsx',
];
