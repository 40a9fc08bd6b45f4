import type { AdventureItem, AdventureItemId, AdventureWorld } from './adventure-types.js';
import { ROOM_HALLWAY, ROOM_LIBRARY, ROOM_LOCKED, ROOM_START, ROOM_STUDY } from './rooms-house.js';
import { ROOM_SANCTUARY, ROOM_SECRET_PASSAGE } from './rooms-below.js';

const ITEMS: Readonly<Record<AdventureItemId, AdventureItem>> = {
  torch: {
    aliases: ['torch', 'flame', 'light'],
    description: 'A pitch-soaked torch. Its flame leans toward every draught, as if listening.',
    portable: true,
    takeText: 'You lift the torch from its sconce. The shadows rearrange themselves around you.',
    useText: 'You raise the torch. The light pushes the dark back a few steps, and no further.',
  },
  'rusty key': {
    aliases: ['key', 'rusty key', 'iron key'],
    description: 'A heavy iron key, orange with rust. Its teeth are worn, as if it had opened one door many times.',
    portable: true,
    takeText: 'You pocket the rusty key. It is colder than it should be.',
  },
  'ancient tome': {
    aliases: ['tome', 'ancient tome', 'book', 'glowing book', 'old book'],
    description: 'A heavy tome bound in cracked leather. The symbols on its pages shift whenever you look away.',
    portable: true,
    takeText: 'You lift the ancient tome from the desk. It is heavier than paper ought to be.',
    readText:
      'The symbols slide into words as you watch. They tell of a sanctuary beneath the house where writers keep what ' +
      'is true, and of a door that opens to a single spoken phrase: "one true sentence".',
    readLearns: 'password',
  },
  'mysterious letter': {
    aliases: ['letter', 'mysterious letter', 'envelope', 'sealed letter'],
    description: 'A letter sealed with green wax. Your name is on it, in a hand you almost recognise.',
    portable: true,
    takeText: 'You slip the letter into your pocket. The wax seal is still faintly warm.',
    readText:
      'You break the seal. "You came looking for words. The house keeps its best ones below. Straighten what hangs ' +
      'crooked in the hall, learn the phrase the glowing book keeps, and bring the pen from the locked room. What ' +
      'you write down there will be the truest thing you own."',
    readNeedsHeld: true,
  },
  "the writer's pen": {
    aliases: ['pen', "writer's pen", 'writers pen', 'fountain pen', "the writer's pen"],
    description: 'A black fountain pen, its barrel worn smooth by one particular hand.',
    portable: true,
    takeText: "You take the writer's pen. It settles in your fingers as if it had been waiting for them.",
    useText: 'You turn the pen in your fingers. It wants a page worth writing on.',
  },
  'truth manuscript': {
    aliases: ['manuscript', 'truth manuscript', 'blank manuscript', 'glowing manuscript', 'pages'],
    description: 'A manuscript of blank pages, glowing softly on its lectern, waiting to be written upon.',
    portable: false,
    takeText: '',
    fixedText: 'The manuscript will not leave its lectern. It is not meant to be carried out, only written in.',
  },
};

/** The Writer's Journey: seven rooms, six items, ten things to learn. Checked by validateAdventureWorld. */
export const ADVENTURE_WORLD: AdventureWorld = {
  startRoom: 'start',
  password: 'one true sentence',
  rooms: {
    start: ROOM_START,
    hallway: ROOM_HALLWAY,
    library: ROOM_LIBRARY,
    studyRoom: ROOM_STUDY,
    lockedRoom: ROOM_LOCKED,
    secretPassage: ROOM_SECRET_PASSAGE,
    sanctuary: ROOM_SANCTUARY,
  },
  items: ITEMS,
};
