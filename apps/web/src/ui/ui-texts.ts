/** Words of the shared pieces in ui/ (issue 35); spec texts stay in core's messages. */
export const UI_TEXTS = {
  close: 'Close',
  cancel: 'Cancel',
  done: 'Done',
  send: 'Send',
  sending: 'Sending...',
  sendFeedback: 'Send Feedback',
  reporting: 'Reporting: ',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  experienceTo: (level: number) => `Experience to level ${level}`,
  experienceValue: (experience: number, goal: number, percent: number) =>
    `${experience} of ${goal} experience, ${percent}%`,
  experienceNumbers: (experience: number, goal: number, percent: number, level: number) =>
    `${experience} / ${goal} XP · ${percent}% to level ${level}`,
} as const;
