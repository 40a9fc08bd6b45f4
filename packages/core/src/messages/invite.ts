/** Inviting others to a world (issue 34 item 6): its play link, from the world's page and the game. */
export const INVITE_MESSAGES = {
  copy: 'Copy invite link',
  copied: 'Invite link copied. Send it to anyone you want to play with.',
  copyFailed: 'Your browser did not let us copy it. Select the link below and copy it yourself.',
  fieldLabel: 'Invite link',
  privateWorld:
    'Private worlds cannot be shared. To invite players, make this world Unlisted (anyone with the link) under "Who can open this world" on its page or in the builder.',
} as const;
