import type { AdventureRoom } from './adventure-types.js';

/** The rooms above ground. Commands in `matches` are normalised: lower case, no leading article. */

export const ROOM_START: AdventureRoom = {
  description:
    'You wake on cold flagstones in a low stone room. Damp beads on the moss along the walls, and firelight ' +
    'shivers around an iron sconce. An iron-banded chest squats in the corner. A wooden door stands ajar to the north.',
  exits: { north: 'hallway' },
  items: ['torch'],
  interactions: [
    {
      id: 'examine chest',
      matches: ['examine chest', 'open chest', 'examine iron banded chest'],
      text: 'You lift the heavy lid. Inside, on a bed of rotted velvet, lies a rusty key.',
      repeatText: 'The chest is empty now. Only the velvet remembers the shape of the key.',
      giveItem: 'rusty key',
    },
    {
      id: 'examine walls',
      matches: ['examine walls', 'examine wall', 'examine moss'],
      text: 'Someone has scratched words into the stone beneath the moss, then thought better of them and scratched them out.',
    },
  ],
  scenery: [
    {
      names: ['flagstones', 'flagstone', 'floor', 'stone', 'stones'],
      text: 'Cold, uneven flagstones, worn into shallow dips by feet that crossed this room long before yours.',
    },
    {
      names: ['damp', 'beads', 'water', 'drops'],
      text: 'Beads of water gather on the moss and run down the stone in slow, shining threads.',
    },
    {
      names: ['firelight', 'fire', 'flame'],
      text: 'The light of a single pitch-soaked torch. It makes the shadows on the walls lean and breathe.',
    },
    {
      names: ['sconce', 'iron sconce', 'bracket'],
      text: 'An iron bracket on the wall, black with years of smoke, made to hold a torch.',
    },
    {
      names: ['corner'],
      text: 'Cobwebs, a drift of dust, and the iron-banded chest. Nothing else has dared the corner.',
    },
    {
      names: ['door', 'wooden door'],
      text: 'A plain wooden door, standing ajar. Through the gap you glimpse a long hallway to the north.',
    },
  ],
};

export const ROOM_HALLWAY: AdventureRoom = {
  description:
    'A long hallway, its carpet grey with dust. Portraits of writers line both walls, their painted eyes heavy with ' +
    "unfinished work; one frame hangs a finger's width crooked. The corridor runs east toward the smell of old " +
    'paper. A door of dark oak waits to the west, and the way you came lies south.',
  exits: { south: 'start', east: 'library', west: 'lockedRoom', down: 'secretPassage' },
  hiddenExits: ['down'],
  lockedExits: {
    west: {
      needsItem: 'rusty key',
      message: 'The door is locked. It looks like it needs a key.',
      unlockText: 'You turn the rusty key in the lock. It grinds, catches, and the oak door gives with a groan.',
    },
  },
  items: [],
  interactions: [
    {
      id: 'examine portraits',
      matches: [
        'examine portraits',
        'examine portrait',
        'examine paintings',
        'examine painting',
        'examine frame',
        'examine crooked frame',
        'examine writers',
        'examine faces',
      ],
      text:
        'You study the faces one by one. The crooked frame holds a bearded man with tired, kindly eyes. As you ' +
        'straighten it, something clicks behind the canvas: a brass lever drops into view, and a stone panel at the ' +
        'foot of the wall slides back onto steps leading down.',
      repeatText: 'The bearded writer watches you from his frame. Beneath him, the stone steps lead down.',
      revealExit: 'down',
    },
    {
      id: 'pull lever',
      matches: ['pull lever', 'push lever', 'use lever', 'pull brass lever', 'push brass lever', 'examine lever'],
      text:
        'You reach behind the crooked frame and find a brass lever. It gives with a heavy clunk, and a stone panel ' +
        'at the foot of the wall slides back onto steps leading down.',
      repeatText: 'The lever is already down. The steps lead down into the dark.',
      revealExit: 'down',
    },
    {
      id: 'examine door',
      matches: ['examine door', 'examine oak door', 'examine oak', 'examine lock', 'examine west door'],
      text: 'A door of dark oak, its lock crusted with rust. Whatever key fits it has been waiting a long time.',
    },
    {
      id: 'unlock door',
      matches: [
        'open door',
        'open oak door',
        'use rusty key',
        'use rusty key on door',
        'use rusty key on lock',
        'use rusty key on oak door',
      ],
      text: 'The rusty key grinds in the lock, then turns. The oak door to the west swings inward.',
      repeatText: 'The west door already stands unlocked.',
      requires: { items: ['rusty key'] },
      unlockExit: 'west',
    },
  ],
  scenery: [
    {
      names: ['hallway', 'hall', 'corridor'],
      text: 'The hallway runs long and narrow between its watching portraits. Your footprints are the only ones in the dust.',
    },
    {
      names: ['carpet', 'dust', 'floor', 'footprints'],
      text: 'The carpet was red once. Now it is the colour of dust, and the dust keeps the print of every step you take.',
    },
    {
      names: ['walls', 'wall'],
      text: 'Portraits cover both walls, frame against frame, hardly a hand of plaster showing between them.',
    },
    {
      names: ['eyes', 'painted eyes'],
      text: 'Painted eyes, heavy with work left unfinished. Wherever you stand, at least one pair is on you.',
    },
    {
      names: ['smell', 'paper', 'old paper'],
      text: 'Dry and faintly sweet, the smell of old paper drifts from the east: a great many books, by the nose of it.',
    },
  ],
};

export const ROOM_LIBRARY: AdventureRoom = {
  description:
    'Shelves climb into shadow on every side, more books than one life could read. A reading desk stands in the ' +
    'centre, its wood worn pale where books have lain open for years. Two worn spines catch your eye: The Sun Also ' +
    'Rises, and A Clean, Well-Lighted Place. An archway leads north; the hallway lies west.',
  exits: { west: 'hallway', north: 'studyRoom' },
  items: ['ancient tome'],
  interactions: [
    {
      id: 'examine shelves',
      matches: ['examine shelves', 'examine shelf', 'examine books', 'examine spines', 'read books'],
      text:
        'Thousands of spines, most of them unread for years. Two are worn pale by handling: The Sun Also Rises, ' +
        'and A Clean, Well-Lighted Place.',
    },
    {
      id: 'read sun also rises',
      matches: ['examine sun also rises', 'read sun also rises', 'open sun also rises', 'take sun also rises'],
      text:
        'You open The Sun Also Rises near its end. Two people ride through a hot Madrid afternoon, talking about the ' +
        'life they might have had, and the last line lands as softly as a held breath: "Isn\'t it pretty to think ' +
        'so?" Some truths are told best by what is left unsaid.',
      learn: 'sun_also_rises',
    },
    {
      id: 'read clean well lighted place',
      matches: [
        'examine clean well lighted place',
        'read clean well lighted place',
        'open clean well lighted place',
        'take clean well lighted place',
      ],
      text:
        'You read the short story of an old man who drinks late in a café, and the older waiter who will not hurry ' +
        'him out. The light, the clean tables, the order of the place hold back a nothing both of them know too ' +
        'well. You close the book and carry its quiet with you.',
      learn: 'clean_place',
    },
    {
      id: 'examine desk',
      matches: ['examine desk', 'examine reading desk', 'examine wood'],
      text: 'Ink stains, a ring of candle wax long gone cold, and the pale shape where a great book has lain open for years.',
    },
  ],
  scenery: [
    {
      names: ['shadow', 'shadows', 'ceiling'],
      text: 'The shelves climb until the light gives up on them. Up there, in the shadow, the books go on.',
    },
    {
      names: ['archway', 'arch'],
      text: 'A stone archway to the north. Warm light flickers beyond it, and something clacks, steady as a heartbeat.',
    },
    {
      names: ['hallway', 'hall'],
      text: 'West, the long hallway and its painted writers, watching the library door.',
    },
  ],
};

export const ROOM_STUDY: AdventureRoom = {
  description:
    'A warm study. Embers settle in the fireplace between two worn armchairs, and on the desk a typewriter clacks ' +
    'away with no one at its keys, as if the room itself had something to say. The library lies south.',
  exits: { south: 'library' },
  items: ['mysterious letter'],
  interactions: [
    {
      id: 'examine typewriter',
      matches: ['examine typewriter', 'read typewriter', 'use typewriter', 'examine paper', 'read paper'],
      text:
        'The keys rise and fall on their own, typing the same line over and over: "Write the truest sentence that ' +
        'you know." The bell rings at the end of each line, like a small insistence.',
      learn: 'writer_quote',
    },
    {
      id: 'examine fireplace',
      matches: ['examine fireplace', 'examine fire', 'examine embers', 'examine armchairs', 'examine armchair'],
      text: 'The embers breathe. Someone sat here not long ago, and will again.',
    },
  ],
  scenery: [
    {
      names: ['study'],
      text: 'Books stacked on the floor, a rug worn thin by pacing, the smell of ink and woodsmoke. Someone works here, and means to come back.',
    },
    {
      names: ['desk'],
      text: 'The typewriter takes up most of it. A stack of blank paper waits at its elbow, and a cold cup of coffee beside that.',
    },
    {
      names: ['keys', 'typewriter keys'],
      text: 'The keys rise and fall by themselves, worn to a shine in the middle where the letters are used most.',
    },
    {
      names: ['library'],
      text: 'Back through the archway to the south, the shelves of the library climb into shadow.',
    },
  ],
};

export const ROOM_LOCKED: AdventureRoom = {
  description:
    "The writer's own room, kept as if he had only stepped out. A plain desk faces a window full of endless grey " +
    'sea, and on it a half-written manuscript waits, abandoned mid-page. Bookshelves lean close. The hallway lies east.',
  exits: { east: 'hallway' },
  items: ["the writer's pen"],
  interactions: [
    {
      id: 'examine desk',
      matches: ['examine desk', 'examine writing desk', 'examine papers'],
      text:
        'Letters never sent, lists of words crossed out until one was left, and a half-written manuscript. A ring in ' +
        'the dust shows where a fountain pen has lain for years.',
    },
    {
      id: 'read manuscript',
      matches: [
        'read manuscript',
        'examine manuscript',
        'read half written manuscript',
        'examine half written manuscript',
        'examine page',
        'read papers',
      ],
      text:
        'A story about a writer who went looking for the one thing he could not make up. It breaks off mid-page: ' +
        '"The sanctuary lies under the hall, behind the faces that watch. Bring the pen. Say what is true."',
      learn: 'sanctuary_clue',
    },
    {
      id: 'examine window',
      matches: ['examine window', 'examine sea'],
      text: 'The sea goes on to the edge of seeing. No ship, no shore. It is the kind of view that makes a page look small.',
    },
  ],
  scenery: [
    {
      names: ['writer'],
      text: 'He is not here. His chair is pushed back from the desk, as if he had stood up a moment ago to look at the sea.',
    },
    {
      names: ['bookshelves', 'bookshelf', 'shelves', 'shelf', 'books'],
      text: 'His own books, and the books he loved, leaning in as if to listen. The spines are cracked from rereading.',
    },
    {
      names: ['hallway', 'hall'],
      text: 'Through the oak door to the east, the dusty hallway and its portraits.',
    },
  ],
};
