/** Texts of the profile's account settings (issue 13). Ours: the spec leaves them to us. */
export const ACCOUNT_SETTINGS_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password to choose a new one',
  currentPasswordForAccount: 'Please enter your current password to change your username or e-mail',
  currentPasswordWrong: 'Your current password is not right',
  nothingToChange: 'Nothing to change: enter a new username, e-mail or password',
  passwordChanged: 'Password changed. Other devices have been signed out.',
} as const;
