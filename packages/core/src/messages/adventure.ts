/**
 * Texts of the text adventure 'The Writer's Journey' (spec 02 §2, §5, §8). Where the spec gives
 * words they are kept to the letter; the room prose lives with the room data in core/src/adventure.
 */

export const ADVENTURE_TITLE = "The Writer's Journey";

/** Labels of the adventure screen and its two overlays (spec 02 §2). */
export const ADVENTURE_SCREEN_TEXTS = {
  title: ADVENTURE_TITLE,
  inspiration: 'Inspiration',
  exitAdventure: 'Exit Adventure',
  completeTitle: 'Adventure Complete',
  completeBody: "You have completed The Writer's Journey. Take what you wrote back into the world.",
  continueJourney: 'Continue Your Journey',
  gameOverTitle: 'Game Over',
  gameOverBody: 'Your inspiration has run dry, and your journey comes to an end.',
  exit: 'Exit',
  tryAgain: 'Try Again',
  prompt: 'Enter a command...',
  commandLabel: 'Command',
} as const;

/** Answers of the command grammar (spec 02 §5). */
export const ADVENTURE_MESSAGES = {
  intro: ADVENTURE_TITLE,
  helpHint: 'Type "help" for a list of commands.',
  unknownCommand: "I don't understand that command.",
  cannotYet: "You can't do that yet.",
  passwordWithoutMeaning:
    'You speak the words, but nothing happens. Perhaps you need to learn their significance first.',
  badDirection: (direction: string) => `You can't go ${direction} from here.`,
  goWhere: 'Go where?',
  moved: (direction: string) => (direction === 'door' ? 'You step through the door.' : `You go ${direction}.`),
  itemsHere: (items: readonly string[]) => `You see: ${items.join(', ')}.`,
  exits: (directions: readonly string[]) =>
    directions.length === 0 ? 'There is no way out.' : `Exits: ${directions.join(', ')}.`,
  inventoryEmpty: 'Your inventory is empty.',
  inventory: (items: readonly string[]) => `You are carrying: ${items.join(', ')}.`,
  itemAdded: (item: string) => `Added ${item} to your inventory.`,
  whatToDo: (verb: string) => `${verb.charAt(0).toUpperCase()}${verb.slice(1)} what?`,
  talkToWhom: 'Talk to whom?',
  notHere: (thing: string) => `You don't see any ${thing} here.`,
  alreadyCarrying: (item: string) => `You already have the ${item}.`,
  notCarrying: (thing: string) => `You aren't carrying any ${thing}.`,
  dropped: (item: string) => `You set down the ${item}.`,
  nothingToRead: (item: string) => `There is nothing written on the ${item}.`,
  noUse: (item: string) => `You can't see a use for the ${item} here.`,
  noUseOn: (item: string, target: string) => `Using the ${item} on the ${target} does nothing.`,
  noOneToTalkTo: (who: string) => `There is no ${who} here to talk to.`,
  nothingHappens: (verb: string, thing: string) => `You try to ${verb} the ${thing}, but nothing happens.`,
  exitRevealed: (direction: string) => `A new way opens: ${direction}.`,
  wordsFade: (words: string) => `You say "${words}". The words fade into the silence.`,
  wrongWords: (words: string) => `You say "${words}". The door does not answer to those words.`,
  doorAlreadyOpen: 'The door already stands open.',
  quitting: 'Exiting game...',
  restarted: 'You close your eyes, and the journey begins again.',
  finishedVictory: 'Your journey is complete. Type "restart" to begin again.',
  finishedGameOver: 'Your inspiration has run dry. Type "restart" to try again.',
  gameOver: 'Your inspiration has run dry, and your journey comes to an end.',
} as const;

export const ADVENTURE_HELP_LINES: readonly string[] = [
  'Available commands:',
  '- look (l): describe your surroundings',
  '- go, move, walk or head [direction], or just north, south, east, west, up, down (n, s, e, w, u, d), back, door',
  '- examine or look at [thing]: look at something more closely',
  '- take or get [item], drop [item]',
  '- read [thing]',
  '- use [item], or use [item] on [thing]',
  '- talk to [someone]',
  '- say or speak [words]: say something aloud',
  '- pull, push, open or write [thing]',
  '- inventory (i): see what you are carrying',
  '- quit: leave the adventure; restart: begin again',
  "Tip: if you're stuck, examine what the room describes, and read what you find.",
];

/** Played when the truth is written (spec 02 §4: ending text, then the completion overlay). */
export const ADVENTURE_ENDING_LINES: readonly string[] = [
  'The page drinks in your words, and the chamber fills with a warm, golden light.',
  'The ghosts bow their heads. One of them, bearded, with tired and kindly eyes, steps forward.',
  '"That is the whole of it," he says. "Write true, and keep on writing."',
  'The blank manuscript closes into a finished book. On its spine is your name.',
  "Congratulations! You have completed The Writer's Journey.",
];
