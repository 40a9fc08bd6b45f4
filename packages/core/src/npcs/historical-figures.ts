import type { NpcDefinition } from './types.js';

/*
 * Every line here is the person's own, public domain and checked word for
 * word against the named work (decision 0111). Hemingway's come only from
 * books published before 1930. Greetings are the game's introductions, not
 * quotes, so they never claim to be something the person said.
 */

export const JOHN_MUIR: NpcDefinition = {
  id: 'john_muir',
  name: 'John Muir',
  type: 'naturalist',
  sprite: 'npc-muir',
  greeting: 'Hello, traveller! I am John Muir. Ask me about the mountains, the trees or this valley.',
  greetingAgain: 'You came back to the mountains! They always call us back. Listen to this one.',
  dialogue: [
    {
      text: 'The mountains are calling and I must go.',
      author: 'John Muir',
      source: 'Letter to his sister Sarah (1873)',
    },
    {
      text: 'In every walk with nature one receives far more than he seeks.',
      author: 'John Muir',
      source: 'Steep Trails (1918)',
    },
    {
      text: "Climb the mountains and get their good tidings. Nature's peace will flow into you as sunshine flows into trees. The winds will blow their own freshness into you, and the storms their energy, while cares will drop off like autumn leaves.",
      author: 'John Muir',
      source: 'Our National Parks (1901)',
    },
    {
      text: 'When we try to pick out anything by itself, we find it hitched to everything else in the Universe.',
      author: 'John Muir',
      source: 'My First Summer in the Sierra (1911)',
    },
    {
      text: 'Everybody needs beauty as well as bread, places to play in and pray in, where nature may heal and give strength to body and soul alike.',
      author: 'John Muir',
      source: 'The Yosemite (1912)',
    },
  ],
};

export const WILLIAM_SHAKESPEARE: NpcDefinition = {
  id: 'william_shakespeare',
  name: 'William Shakespeare',
  type: 'playwright',
  sprite: 'npc-shakespeare',
  greeting: 'Good morrow! I am William Shakespeare. Ask me of love, of dreams, of courage or of the stage.',
  greetingAgain: 'Well met again, good friend! Another line, fresh from the quill.',
  dialogue: [
    {
      text: "All the world's a stage, and all the men and women merely players.",
      author: 'William Shakespeare',
      source: 'As You Like It, Act 2, Scene 7',
    },
    {
      text: 'To be, or not to be: that is the question.',
      author: 'William Shakespeare',
      source: 'Hamlet, Act 3, Scene 1',
    },
    {
      text: 'The course of true love never did run smooth.',
      author: 'William Shakespeare',
      source: "A Midsummer Night's Dream, Act 1, Scene 1",
    },
    {
      text: 'We are such stuff as dreams are made on, and our little life is rounded with a sleep.',
      author: 'William Shakespeare',
      source: 'The Tempest, Act 4, Scene 1',
    },
    {
      text: 'Cowards die many times before their deaths; the valiant never taste of death but once.',
      author: 'William Shakespeare',
      source: 'Julius Caesar, Act 2, Scene 2',
    },
  ],
};

export const ADA_LOVELACE: NpcDefinition = {
  id: 'ada_lovelace',
  name: 'Ada Lovelace',
  type: 'scientist',
  sprite: 'npc-lovelace',
  greeting: 'Good day! I am Ada Lovelace. Ask me about the Analytical Engine, numbers or what machines might do.',
  greetingAgain: 'Welcome back! My Engine and I have been thinking of you. Here is another thought.',
  dialogue: [
    {
      text: 'The Analytical Engine has no pretensions whatever to originate anything. It can do whatever we know how to order it to perform.',
      author: 'Ada Lovelace',
      source: 'Notes on the Analytical Engine, Note G (1843)',
    },
    {
      text: 'We may say most aptly, that the Analytical Engine weaves algebraical patterns just as the Jacquard-loom weaves flowers and leaves.',
      author: 'Ada Lovelace',
      source: 'Notes on the Analytical Engine, Note A (1843)',
    },
    {
      text: 'Supposing, for instance, that the fundamental relations of pitched sounds in the science of harmony and of musical composition were susceptible of such expression and adaptations, the engine might compose elaborate and scientific pieces of music of any degree of complexity or extent.',
      author: 'Ada Lovelace',
      source: 'Notes on the Analytical Engine, Note A (1843)',
    },
    {
      text: 'Again, it might act upon other things besides number, were objects found whose mutual fundamental relations could be expressed by those of the abstract science of operations, and which should be also susceptible of adaptations to the action of the operating notation and mechanism of the engine.',
      author: 'Ada Lovelace',
      source: 'Notes on the Analytical Engine, Note A (1843)',
    },
    {
      text: 'In enabling mechanism to combine together general symbols in successions of unlimited variety and extent, a uniting link is established between the operations of matter and the abstract mental processes of the most abstract branch of mathematical science.',
      author: 'Ada Lovelace',
      source: 'Notes on the Analytical Engine, Note A (1843)',
    },
  ],
};

export const OSCAR_WILDE: NpcDefinition = {
  id: 'oscar_wilde',
  name: 'Oscar Wilde',
  type: 'playwright',
  sprite: 'npc-wilde',
  greeting: 'Ah, a visitor! I am Oscar Wilde. Ask me anything, as long as it is not dull.',
  greetingAgain: 'You again! How delightful: only dull people never return. Another one for you.',
  dialogue: [
    {
      text: 'I can resist everything except temptation.',
      author: 'Oscar Wilde',
      source: "Lady Windermere's Fan (1892), Act 1",
    },
    {
      text: 'We are all in the gutter, but some of us are looking at the stars.',
      author: 'Oscar Wilde',
      source: "Lady Windermere's Fan (1892), Act 3",
    },
    {
      text: 'There is only one thing in the world worse than being talked about, and that is not being talked about.',
      author: 'Oscar Wilde',
      source: 'The Picture of Dorian Gray (1890), Chapter 1',
    },
    {
      text: 'To love oneself is the beginning of a lifelong romance.',
      author: 'Oscar Wilde',
      source: 'An Ideal Husband (1895), Act 3',
    },
    {
      text: 'I never travel without my diary. One should always have something sensational to read in the train.',
      author: 'Oscar Wilde',
      source: 'The Importance of Being Earnest (1895), Act 2',
    },
  ],
};

export const ALEXANDER_POPE: NpcDefinition = {
  id: 'alexander_pope',
  name: 'Alexander Pope',
  type: 'poet',
  sprite: 'npc-pope',
  greeting: 'Welcome, reader. I am Alexander Pope. Ask me of hope, of learning or of the art of writing.',
  greetingAgain: 'Welcome back, reader. A little more learning, then.',
  dialogue: [
    {
      text: 'Hope springs eternal in the human breast: / Man never is, but always to be blest.',
      author: 'Alexander Pope',
      source: 'An Essay on Man, Epistle I (1733)',
    },
    {
      text: "A little learning is a dang'rous thing; / Drink deep, or taste not the Pierian spring.",
      author: 'Alexander Pope',
      source: 'An Essay on Criticism (1711)',
    },
    {
      text: 'For fools rush in where angels fear to tread.',
      author: 'Alexander Pope',
      source: 'An Essay on Criticism (1711)',
    },
    {
      text: "True ease in writing comes from art, not chance, / As those move easiest who have learn'd to dance.",
      author: 'Alexander Pope',
      source: 'An Essay on Criticism (1711)',
    },
    {
      text: 'Know then thyself, presume not God to scan; / The proper study of mankind is man.',
      author: 'Alexander Pope',
      source: 'An Essay on Man, Epistle II (1733)',
    },
  ],
};

export const ERNEST_HEMINGWAY: NpcDefinition = {
  id: 'ernest_hemingway',
  name: 'Ernest Hemingway',
  type: 'writer',
  sprite: 'npc-hemingway',
  greeting: 'Hello. I am Ernest Hemingway. Ask me about writing, war or getting away.',
  greetingAgain: 'You came back. Good. Sit down. Here is another true sentence.',
  dialogue: [
    {
      text: 'The world breaks every one and afterward many are strong at the broken places.',
      author: 'Ernest Hemingway',
      source: 'A Farewell to Arms (1929)',
    },
    {
      text: 'I was always embarrassed by the words sacred, glorious, and sacrifice and the expression in vain.',
      author: 'Ernest Hemingway',
      source: 'A Farewell to Arms (1929)',
    },
    {
      text: "You can't get away from yourself by moving from one place to another.",
      author: 'Ernest Hemingway',
      source: 'The Sun Also Rises (1926)',
    },
    {
      text: "Isn't it pretty to think so?",
      author: 'Ernest Hemingway',
      source: 'The Sun Also Rises (1926)',
    },
    {
      text: 'He felt he had left everything behind, the need for thinking, the need to write, other needs.',
      author: 'Ernest Hemingway',
      source: 'In Our Time (1925), "Big Two-Hearted River"',
    },
  ],
};
