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
      matches: ['examine door', 'examine oak door', 'examine lock', 'examine west door'],
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
      matches: ['examine desk', 'examine reading desk'],
      text: 'Ink stains, a ring of candle wax long gone cold, and the pale shape where a great book has lain open for years.',
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
};
