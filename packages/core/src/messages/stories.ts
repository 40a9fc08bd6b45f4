import { STORY_LIMITS } from '../stories/story-limits.js';

const KB = (bytes: number) => `${bytes / 1024} kB`;

/** A world's ink story (decision 0283): what its checks at save, its play and its API say. */
export const STORY_MESSAGES = {
  /** The save's summary line when the story is what is wrong. */
  invalid: "This world's story has problems; each is listed with its line.",
  atLine: (line: number, message: string) => `Story line ${line}: ${message}`,
  sourceTooLarge: `A story may be at most ${KB(STORY_LIMITS.sourceBytes)} of ink.`,
  compiledTooLarge: `This story compiles to more than ${KB(STORY_LIMITS.compiledBytes)}: make it shorter.`,
  unknownTag: (tag: string, allowed: readonly string[]) =>
    `The tag '${tag}' is not one a story may use. Allowed: ${allowed.map((name) => `${name}:`).join(', ')}.`,
  badTag: (tag: string, shape: string) => `The tag '${tag}' should read '${shape}'.`,
  external: (name: string) =>
    `The story calls the EXTERNAL function '${name}': a world's story runs ink only, so give it an ink function of that name instead.`,
  dynamicTag: 'A tag must be plain text: a story tag cannot hold {…} or a variable.',
  nameTooLong: `A name in a tag may be at most ${STORY_LIMITS.nameMax} characters.`,
  noStory: (what: string, knot: string) => `${what} is bound to the knot '${knot}', but this world has no story.`,
  unknownKnot: (what: string, knot: string) => `${what} is bound to the knot '${knot}', which the story does not have.`,
  npcNamed: (name: string) => `The NPC ${name}`,
  bookTitled: (title: string) => `The book '${title}'`,
  /** The API. */
  none: 'This world has no story.',
  notBound: (knot: string) => `No character or book of this world tells the knot '${knot}'.`,
  notAChoice: 'That is not one of the choices on offer.',
  nothingToChoose: 'There is nothing to choose right now: talk to someone first.',
  conversationGone: 'The story was changed since this conversation began: talk again.',
  overBudget: 'This story went round in circles and was stopped.',
  storyError: 'This story ran into an error and was stopped.',
  busy: 'The server is busy telling other stories. Please try again in a moment.',
  /** The compile ran past its budget, waiting for a thread included. */
  notCompiledInTime: 'This story could not be compiled in time. Please save again in a moment.',
  ownerOnly: "Only the world's owner can see its story's numbers.",
} as const;
