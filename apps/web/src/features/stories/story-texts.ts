/** What the game says while a world's story is told (decision 0283). */
export const STORY_TEXTS = {
  /** The dialogue's accessible name when the speaker is known by name. */
  talkingWith: (name: string) => name,
  portrait: (name: string) => `${name}'s portrait`,
  choices: 'Your answer',
  choiceNumbered: (n: number, text: string) => `${n}. ${text}`,
  loading: 'The story is being told…',
  close: 'Close',
  continue: 'Continue',
  skipHint: 'Press any key or tap to show the whole line.',
  ended: 'The end.',
  failed: 'The story could not be told just now.',
  tryAgain: 'Try again',
  /** The book reader. */
  bookTitle: (title: string) => title,
  closeBook: 'Close the book',
  typeChoice: 'Type a choice (its words or its number)',
  pick: 'Choose',
  notAChoice: 'That is none of the choices: type its words or its number.',
  /** Notices for what a turn did. */
  given: (item: string, count: number) => (count > 1 ? `You received ${item} (×${count}).` : `You received ${item}.`),
  questDone: (quest: string) => `Quest completed: ${quest}`,
  emoted: (name: string, emote: string) => `${name} ${EMOTE_WORDS[emote] ?? emote}.`,
  doorOpened: 'Somewhere, a way opens.',
  doorClosed: 'Somewhere, a way closes.',
} as const;

/** The notice's words for an emote, while its picture floats over the character's head. */
const EMOTE_WORDS: Record<string, string> = {
  wave: 'waves',
  heart: 'sends you a heart',
  laugh: 'laughs',
  wow: 'looks surprised',
  question: 'wonders',
  music: 'hums a tune',
};
