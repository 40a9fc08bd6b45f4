import { EMOTES, NPC_AVATAR_ALPHABET, STORY_TAG_NAMES } from '@authentic/core';

/** What the world editor's Story panel says (decision 0283): the ink editor, its checks, Try it, books. */
export const STORY_TEXTS = {
  panel: 'Story',
  open: 'Open the story',
  close: 'Close the story',
  intro: 'One ink story for the whole world: its NPCs and books each tell one of its knots.',
  loading: 'Loading the story editor…',
  editorLabel: 'Ink story source',
  template: 'Template',
  insertTemplate: 'Insert template',
  checking: 'Checking the story…',
  empty: 'No story yet: insert a template or write one.',
  compiles: (knots: number) => `The story compiles: ${knots} ${knots === 1 ? 'knot' : 'knots'}.`,
  problemCount: (count: number) => `${count} ${count === 1 ? 'problem' : 'problems'} in the story.`,
  problemsTitle: 'Story problems',
  error: 'Error',
  warning: 'Warning',
  fromServer: 'Refused at save',
  atLine: (line: number, message: string) => `Line ${line}: ${message}`,
  goToLine: (line: number) => `Go to line ${line}`,
  // Try it
  tryIt: 'Try it',
  tryKnot: 'Knot to play',
  play: 'Play',
  restart: 'Restart',
  noKnots: 'The story needs a knot that compiles before it can be played.',
  transcript: 'What the story says',
  choices: 'Choices',
  ended: 'The end of this knot.',
  tags: (tags: readonly string[]) => `Tags: ${tags.join(', ')}`,
  turnFailed: {
    'not-a-choice': 'That choice is no longer on offer.',
    'unknown-knot': 'The story has no such knot any more.',
    'over-budget': 'This story went round in circles and was stopped.',
    'story-error': 'This story ran into an error and was stopped.',
  },
  // Books and characters
  placeBook: 'Place a story book',
  placeBookHint: 'Give it a title and a knot in the tool options, then choose a cell on the map.',
  bookTitle: 'Book title',
  bookKnot: 'Knot the book tells',
  noKnot: 'No knot',
  npcName: 'Name',
  npcNameHint: 'Shown over the character; empty keeps its own name.',
  npcKnot: 'Knot it tells',
  npcStory: (name: string) => `${name}'s story`,
  setNpcStory: 'Set name and knot',
  missingKnot: (knot: string) => `${knot} (not in the story)`,
  // A character's look (decision 0299)
  npcLook: (name: string) => `${name}'s look`,
  lookPortrait: (name: string, drawn: boolean) =>
    drawn ? `${name}, as drawn for this world` : `${name}, as the figure looks`,
  npcFigure: 'Figure',
  npcFigureHint: 'Its look, and the lines it says while it tells no knot.',
  npcFigureHintWithKnot: 'Its look; what it says comes from its knot.',
  drawLook: 'Draw its own look',
  redrawLook: 'Change the drawing',
  wearFigureLook: "Wear the figure's look",
  drawLookTitle: (name: string) => `Draw ${name}'s look`,
  useLook: 'Use this look',
  lookTooManyColours: `A look may have at most ${NPC_AVATAR_ALPHABET.length} colours: paint some pixels in colours it already has.`,
  // The guide
  guide: 'Guide to ink here',
} as const;

/** The short guide under the editor: the ink that matters in a world, and our tags. */
export const STORY_GUIDE = {
  ink: [
    ['=== name ===', 'starts a knot: the part of the story an NPC or a book tells.'],
    ['= name', 'starts a stitch inside a knot.'],
    ['* text', 'a choice offered once; + text a choice offered every time.'],
    ['-> name', 'goes to a knot (or knot.stitch); -> END stops the story, -> DONE ends this part.'],
    ['- text', 'a gather: where the choices above meet again.'],
    ['~ x = 1', 'a line of logic; VAR x = 0 at the top declares a variable the story keeps.'],
    ['{x > 1: text}', 'text shown only when the condition holds.'],
    ['// note', 'a comment that the player never sees.'],
  ],
  tagsIntro: `A tag (# name: value at the end of a line) is the only thing a story does in the world. Allowed: ${STORY_TAG_NAMES.join(', ')}.`,
  tags: [
    ['# give: Old Key', 'puts an item into the player’s bag for this world.'],
    ['# quest: Find the well', 'completes a quest of this world, once per player.'],
    ['# open: 3,4 / # close: 3,4', 'opens or closes the cell at x 3, y 4 of the map where it is told.'],
    ['# emote: wave', `the character shows an emote: ${EMOTES.join(', ')}.`],
    ['# walk: 5,6', 'the character walks to a cell inside its patrol.'],
  ],
  tagsPlain: 'A tag is plain text: no {…} or variables inside it.',
} as const;

/** The templates a builder starts from: each a knot or two, ready to bind to an NPC or a book. */
export const STORY_TEMPLATES = [
  {
    id: 'greeting',
    name: 'A greeting',
    source: `=== greeting ===
Hello, traveller! Welcome to our little world. # emote: wave
* [Who are you?]
  I keep watch over this place.
  -> DONE
* [Goodbye.]
  Safe travels!
  -> DONE
`,
  },
  {
    id: 'quest',
    name: 'A quest giver',
    source: `VAR asked = false

=== quest_giver ===
{asked: Did you find my lost lantern?|I have lost my lantern somewhere in the woods.}
~ asked = true
* [I will look for it.]
  Thank you! Take this key: it opens the old shed. # give: Shed key
  -> DONE
* [I found it!]
  My lantern! You have my thanks. # quest: The lost lantern
  -> DONE
* [Not now.]
  -> DONE
`,
  },
  {
    id: 'riddle',
    name: 'A riddle',
    source: `=== riddle ===
What has keys but cannot open a single lock?
* [A piano.]
  -> riddle_solved
* [A map.]
  Not quite. Think again!
  -> DONE

=== riddle_solved ===
Well answered! The gate is yours. # open: 5,5
-> DONE
`,
  },
] as const;

export type StoryTemplateId = (typeof STORY_TEMPLATES)[number]['id'];
